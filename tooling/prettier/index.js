// The house format (create-t3-turbo keeps it in tooling/ too): every package and app uses it
// through the root .prettierrc.js, `npm run format` writes it and lint checks it.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
  endOfLine: 'lf',
};
