import type written from '@chatgnb/insights.json';

// What `@chatgnb/insights.json` holds in a build: what the feedback plugin writes (set by src/testing/site).
const insights = {enabled: false} as typeof written;
export default insights;
