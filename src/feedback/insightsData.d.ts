// Where readers' feedback goes, as the feedback plugin wrote it (src/feedback/plugin.ts).
declare module '@chatgnb/insights.json' {
  const insights: import('@site/src/feedback/environment').InsightsSettings;
  export default insights;
}
