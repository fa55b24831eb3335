/**
 * The browser's password manager (Credential Management API), when this page has one: it exists
 * only in secure contexts (https), which the DOM types do not say.
 */
export const passwordManager = (): CredentialsContainer | undefined => (navigator as Partial<Navigator>).credentials;
