export * from './users';
export * from './organisation';
export * from './menus';
export * from './notices';
export * from './stations';
export * from './workflow';
export * from './login-links';
export * from './crowd-contacts';
