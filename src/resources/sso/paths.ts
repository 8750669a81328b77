/** 统一身份认证: the menu path of the single sign-on page, which also guards it (issue 16). */
export const SSO_PAGE_PATH = '/system/sso';
