// Prettier formats every file it knows (`npm run format`); `npm test` checks it. 160 columns: the
// codebase's own width, where a line is one statement a reader takes in at once.
export default { printWidth: 160 };
