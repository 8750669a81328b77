/** react-admin's built-in messages in Chinese (keys of ra-language-english). */
export default {};
