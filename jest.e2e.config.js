/** Browser tests: playwright-core driving Debian's Chromium against the built site. */
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  testEnvironment: "node",
  globalSetup: "<rootDir>/tests/e2e/global-setup.ts",
  globalTeardown: "<rootDir>/tests/e2e/global-teardown.ts",
  testTimeout: 60000,
  maxWorkers: 1,
};
