/*
 * Browser bundles only. react-slick imports resize-observer-polyfill; every browser the site supports has
 * ResizeObserver natively, so the polyfill's 33 KB would be dead weight.
 */
module.exports = window.ResizeObserver;
