// Stands in for client modules the site does not need (see src/plugins/leanClientBundle.ts).
export {};
