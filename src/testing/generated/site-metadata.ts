const siteMetadata = {docusaurusVersion: '', pluginVersions: {}};
export default siteMetadata;
