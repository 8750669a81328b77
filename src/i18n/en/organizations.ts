/** en messages: organizations area (resources.* and a top-level 'organizations' key). */
export default {};
