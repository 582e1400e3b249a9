// This bundle is consumed through remoteEntry.js ('./register'); the main entry only exists for webpack.
export {};
