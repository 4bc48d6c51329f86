// Gatsby's internal Partytown plugin only acts under `gatsby develop`; in a production bundle its import of
// gatsby-script and Partytown is dead weight on every page. The site loads no off-main-thread scripts.
export {};
