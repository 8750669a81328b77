/** zh-CN messages: roles area (resources.* and a top-level 'roles' key). */
export default {};
