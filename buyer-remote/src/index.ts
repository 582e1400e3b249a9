// This bundle is consumed through remoteEntry.js ('./routes'); the main entry only exists for webpack.
export {};
