import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
import globals from "globals";

/**
 * Every lookup names its language: nothing in src/ falls back to English. A default of "en" for a
 * parameter, a `?? "en"`, a default dictionary or a page query's `$locale = "en"` would let a Spanish page show
 * English by omission.
 */
const noEnglishDefault = [
  {
    selector: "AssignmentPattern[right.value=/^en(-US)?$/]",
    message: "No default to English: take the page's locale (useLocale()) as an argument.",
  },
  {
    selector: "LogicalExpression[right.value=/^en(-US)?$/]",
    message: "No fallback to English: take the page's locale (useLocale()).",
  },
  {
    selector: "TemplateElement[value.raw=/\\$locale: String = /]",
    message: "A page query's $locale comes from the page context: declare it `$locale: String!`.",
  },
  {
    selector: "AssignmentPattern[right.name='interfaceText']",
    message: "No default dictionary: take the page's `t` (useText()) as an argument.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "public/",
      "public-without-newsletter/",
      ".cache/",
      ".cms-editor/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    // Dependencies point one way: pages/templates → sections → components → lib; gatsby/ may use src/lib, never
    // the reverse (docs/architecture.md).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src",
              from: "./gatsby",
              message: "src/ never imports build code; shared logic belongs in src/lib.",
            },
            {
              target: "./src/lib",
              from: [
                "./src/components",
                "./src/sections",
                "./src/pages",
                "./src/templates",
                "./src/hooks",
                "./src/views",
              ],
              message: "src/lib is pure logic and imports no React code.",
            },
            {
              target: "./src/components",
              from: ["./src/sections", "./src/pages", "./src/templates", "./src/views"],
              message: "Components are reusable UI that knows no page or section.",
            },
            {
              target: "./src/sections",
              from: ["./src/pages", "./src/templates", "./src/views"],
              message: "Sections are composed by pages and templates, never the other way round.",
            },
            {
              target: "./src/views",
              from: ["./src/pages", "./src/templates"],
              message: "A view is the body of a page or template, which loads it; it never imports one back.",
            },
            {
              target: "./src/hooks",
              from: ["./src/components", "./src/sections", "./src/pages", "./src/templates", "./src/views"],
              message: "Hooks are shared behaviour and static queries below the UI: they render no components.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    // Every word in data (docs/content.md, "Where the words live"): no English in components as JSX text or as the value of
    // an attribute a person reads. Words come from data/ (content) or data/interface/en.json via useText().
    files: ["src/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            "·",
            "—",
            "–",
            "-",
            "|",
            "/",
            ",",
            ".",
            ":",
            ";",
            "(",
            ")",
            "&",
            "+",
            "×",
            "…",
            "•",
            "→",
            "←",
            "*",
            "%",
            "$",
            "&nbsp;",
            "&middot;",
            "&mdash;",
            "&ndash;",
            "&times;",
            "&rarr;",
            "&larr;",
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label|heading|eyebrow|lead|text|hint|itemName|closeLabel|actionLabel)$/] > Literal[value=/[A-Za-z]/]",
          message: "Words a person reads come from data/: use useText() or a content field, not a literal.",
        },
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label|heading|eyebrow|lead|text|hint|itemName|closeLabel|actionLabel)$/] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]",
          message: "Words a person reads come from data/: use useText() or a content field, not a literal.",
        },
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label|heading|eyebrow|lead|text|hint|itemName|closeLabel|actionLabel)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]",
          message: "Words a person reads come from data/: use useText() or a content field, not a literal.",
        },
        {
          // Words chosen in an expression among the children: {open ? "Close" : "Open"}, {`${n} results`}.
          selector:
            ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression, TemplateLiteral) > :matches(Literal[value=/[A-Za-z]/], TemplateElement[value.raw=/[A-Za-z]/])",
          message: "Words a person reads come from data/: use useText() or a content field, not a literal.",
        },
        ...noEnglishDefault,
      ],
    },
  },
  {
    files: ["src/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...noEnglishDefault] },
  },
  {
    // No dictionary is bundled: every page brings its own edition's in its page context (gatsby/locale-pages.ts),
    // and components take it from the page (noEnglishDefault above).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The dictionaries only: data/interface/link-languages.json is data src/lib reads (link-language.ts).
              group: ["**/data/interface/en.json", "**/data/interface/es.json"],
              allowTypeImports: true,
              message: "Take the page's dictionary from useText() (or a `t` passed in), never a dictionary file.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand their value to the test with a callback named `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts", "tests/editor/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    // Scripts hand functions to the browser (page.evaluate), so browser globals are legitimate there too.
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The image compositions take (width, height, accent) callbacks whose arguments not every drawing uses.
    files: ["scripts/images/**/*.mjs"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { args: "none" }] },
  },
);
