/** Theme-common's `utils/reactUtils`, by the alias src/plugins/leanClientBundle.ts gives it (see ./reactUtils.ts). */
declare module '@docusaurus-original/theme-common-react-utils?original';
