/** en messages: auth area (top-level key 'auth' unless noted). */
export default {};
