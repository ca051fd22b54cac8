/**
 * What the typecheck reads for the bare `aws-sdk` (tsconfig.json `paths`). cognito-local's
 * declarations import two classes from the v2 SDK's entry, and that entry imports every client
 * it has: 930,000 lines of declarations in 436 files, a third of the typecheck's parse and bind time
 * and 800 MB of its memory, for types this project never reads. Only the typecheck is
 * redirected: at run time cognito-local loads the SDK as it is.
 */
import KMS = require('aws-sdk/clients/kms');
import Lambda = require('aws-sdk/clients/lambda');

export { KMS, Lambda };
