// tslib's __importDefault, the one tslib helper @docusaurus/utils-common calls (see index.ts).
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
