/** zh-CN messages: transcripts — report pages, batch export, verification (issue 7). */
export default {
  transcripts: {},
};
