const React = require("react");

module.exports = {
  GatsbyImage: jest.fn().mockImplementation(({ alt, className }) => React.createElement("img", { alt, className })),
  StaticImage: jest.fn().mockImplementation(({ alt, className }) => React.createElement("img", { alt, className })),
  getImage: jest.fn().mockImplementation((data) => data ?? undefined),
};
