// Module types for the assets rspack bundles.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** Version of @abode/shared a remote was built against (DefinePlugin). */
declare const __ABODE_CONTRACT__: string;
