// Word lists for realistic demo names: fictional companies in the style of the usual sample-data names.

export const COMPANY_STEMS = [
  'Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Adventure Works', 'Wide World', 'Litware', 'Proseware', 'Woodgrove',
  'Alpine Ski', 'Coho', 'Fourth Coffee', 'Lucerne', 'Margie', 'Trey', 'Wingtip', 'Blue Yonder', 'Graphic Design',
  'Humongous', 'Relecloud', 'Southridge', 'VanArsdel', 'Bellows', 'Consolidated', 'Datum', 'Lamna', 'Munson',
  'Nod', 'Olympia', 'Parnell', 'Tessera', 'Kestrel', 'Halcyon', 'Meridian', 'Solstice', 'Juniper', 'Cobalt',
  'Evergreen', 'Granite', 'Harbor', 'Ironbridge', 'Keystone', 'Lakeshore', 'Maple', 'Oakridge', 'Pinecrest',
  'Quarry', 'Redwood', 'Silverline', 'Summit', 'Tidewater', 'Upland', 'Vantage', 'Westfield', 'Yellowstone', 'Zephyr',
] as const;

export const COMPANY_KINDS = [
  'Traders', 'Media', 'Analytics', 'Retail', 'Insurance', 'Pharma', 'Health', 'Bank', 'Airlines', 'Foods', 'Logistics',
  'Telecom', 'Energy', 'Motors', 'Apparel', 'Labs', 'Publishing', 'Hotels', 'Games', 'Marketing',
] as const;

export const SUFFIXES = ['Inc.', 'Ltd', 'GmbH', 'LLC', 'S.A.', 'plc', 'Corp.', 'AG', 'BV', 'KK'] as const;

export const TEAMS = ['prod', 'staging', 'dev', 'analytics', 'finance', 'sales', 'support', 'marketing', 'ops', 'emea', 'apac', 'na'] as const;
