/** The company's own details from the CMS, shown in footers, contact cards and structured data. */
export interface CompanyMeta {
  name: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}
