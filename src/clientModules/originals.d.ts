/** Theme-common's `utils/reactUtils`, by the alias src/plugins/leanClientBundle.ts gives it (see ./reactUtils.ts). */
declare module '@docusaurus-original/theme-common-react-utils?original';
/** Docusaurus' client entry, by the alias src/plugins/clientEntryInTasks.ts gives it (see ./clientEntry.ts). */
declare module '@docusaurus-original/client-entry';
