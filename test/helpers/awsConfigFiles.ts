// AWS config and credentials files in a temp dir, named by the variables the SDK reads, so tests never read ~/.aws:
// profiles default, dev (eu-west-1), devops (a Region newer than the known list), prod (credentials file only), and
// an sso-session section that is not a profile.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function writeAwsFiles(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'sy-awsctx-'));
  const config = join(dir, 'config');
  const credentials = join(dir, 'credentials');
  writeFileSync(
    config,
    [
      '[default]',
      'region = us-east-1',
      '[profile dev]',
      'region = eu-west-1',
      '[profile devops]',
      'region = ap-future-9',
      '[sso-session corp]',
      'sso_region = us-east-1',
      '',
    ].join('\n'),
  );
  writeFileSync(credentials, ['[prod]', 'aws_access_key_id = AKIDEXAMPLE', ''].join('\n'));
  return { AWS_CONFIG_FILE: config, AWS_SHARED_CREDENTIALS_FILE: credentials };
}
