/** Unit and component tests (jsdom), set up as Gatsby's unit-testing guide describes. */
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    // Gatsby's webpack aliases @reach/router to its fork; components import it by the name Gatsby documents.
    "^@reach/router$": "@gatsbyjs/reach-router",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // Every unit test is tests/unit/<the module's folder>/<module>.test.ts(x) (docs/testing.md); the browser tests in
  // tests/e2e and tests/editor are Playwright's.
  testMatch: ["<rootDir>/tests/unit/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "\\.cms-editor", "<rootDir>.*/public"],
  // Not crawled either: `npm test` runs the unit tests while gatsby build writes these folders and public/ is copied.
  modulePathIgnorePatterns: [
    "<rootDir>/public/",
    "<rootDir>/public-without-newsletter/",
    "<rootDir>/\\.cache/",
    // npm run cms: the editor's clone of the repository (scripts/cms-clone.mjs), a second copy of every module.
    "<rootDir>/\\.cms-editor/",
    "<rootDir>/test-results/",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: {
    __PATH_PREFIX__: "",
  },
  testEnvironmentOptions: {
    url: "http://localhost",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  testEnvironment: "jsdom",
  // Some suites (the PDF writers, the forms with user-event) take seconds on a loaded 2-core machine; Jest's
  // default 5 s turned a slow run into a failure. Time is measured by `npm run perf`, never asserted here.
  testTimeout: 30_000,
};
