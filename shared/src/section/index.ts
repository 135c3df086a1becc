// The section mechanism: manifests, the registry the shell fills, links, slots, widgets, compatibility.
export * from './compat.ts';
export * from './manifest.ts';
export * from './react.tsx';
export * from './semver.ts';
export * from './widget-props.ts';
