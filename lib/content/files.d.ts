// Content files are modules (scripts/content/loader.cjs for Next.js, scripts/content/jest-transform.cjs
// for Jest): their data is checked by content/schemas and typed by the module that imports them.
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

declare module '*.md' {
  const data: unknown;
  export default data;
}
