const globalData: Record<string, unknown> = {};
export default globalData;
