/** 统一身份认证: the menu path of the single sign-on page, which also guards it (issue 16; declared in common/sso.ts). */
export { SSO_CONFIG_PATH as SSO_PAGE_PATH } from '../../../common/sso';
