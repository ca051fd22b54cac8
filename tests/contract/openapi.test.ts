/**
 * The contract documents in openapi/ are the source of truth for the app, the sandbox server and
 * the generated types, so they are checked as code: valid OpenAPI 3.1, one naming of every
 * operation across documents, the shared error body on every failure, every path parameter
 * declared, every $ref resolvable, shared wire pieces identical, and generated types current.
 */
import { readFileSync } from 'node:fs';
import { createConfig, lint } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACTS, type ContractName, contractPath, findStaleSchemas } from '../../scripts/generate-api';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_REF = '#/components/schemas/Error';
/** Schemas every document repeats so each stands alone; they must not drift apart. */
const SHARED_SCHEMAS = [
  'Error',
  'FieldError',
  'Amount',
  'Nav',
  'Units',
  'FundId',
  'YesNo',
  'SchemeType',
  'StpFrequency',
];

/**
 * The inventory the contract must describe: method and path (as OpenAPI names them) to operationId.
 * A call added to or dropped from a document fails here until this list is changed on purpose.
 */
const EXPECTED_OPERATIONS: Record<ContractName, Record<string, string>> = {
  catalogue: {
    'GET /bo/amcs': 'listAmcs',
    'GET /bo/amcs/{amc}/types': 'listAmcSchemeTypes',
    'GET /bo/amcs/{amc}/types/{type}/gdos': 'listSchemeOptions',
    'GET /bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes': 'listSchemesByOption',
    'GET /bo/types/{type}/schemes': 'listSchemesByType',
    'GET /bo/navs/{id}': 'getNav',
    'GET /bo/navs/{id}/history': 'getNavHistory',
    'GET /bo/schemes/{fundId}': 'getScheme',
    'GET /bo/nfos': 'listNfos',
    'GET /bo/{type}/{amc}/schemes': 'listTargetSchemes',
    'GET /files/amcs/{amc}/logo.svg': 'getAmcLogo',
    'GET /files/amcs/{amc}/scheme-documents.pdf': 'getAmcDocuments',
    'GET /message/{text}': 'sendContactMessage',
    'GET /healthz': 'getHealth',
  },
  user: {
    'POST /users/kyc-status': 'checkKycStatus',
    'POST /users/ckyc': 'downloadCkyc',
    'PATCH /users/basicDetail': 'saveBasicDetail',
    'PATCH /users/detail': 'saveAdditionalDetail',
    'POST /users/nominee': 'submitNominees',
    'GET /users/primaryAddress': 'getPrimaryAddress',
    'PATCH /users/bankdetails': 'verifyBankDetails',
    'PATCH /users/email': 'sendEmailOtp',
    'GET /users': 'getUser',
    'PUT /users': 'verifyEmail',
    'GET /users/getPhone/{email}': 'getPhoneInfo',
    'GET /users/status': 'getUserStatus',
    'GET /users/taxStatus': 'getTaxStatus',
    'POST /users/upload': 'uploadStatement',
    'GET /users/uploadToBse': 'uploadChequeToExchange',
    'GET /users/elog': 'initiateElog',
    'PUT /users/delete': 'deleteAccount',
    'GET /users/mandates': 'listMandates',
    'PATCH /users/mandates': 'retryMandate',
    'GET /users/mandates/{mandateId}': 'getMandateLink',
    'PATCH /users/mandates/{mandateId}/{status}': 'updateMandateStatus',
    'PATCH /customers/kyc': 'completeVerification',
    'GET /customers/status': 'getVerificationStatus',
    'GET /orders': 'listOrders',
    'POST /orders/{type}': 'placeOrder',
    'GET /orders/paymentStatus': 'getPaymentStatus',
    'PUT /orders/{orderId}/{fundId}': 'confirmOrder',
    // 001 §7 POST /orders/{folioNo}/{quantity}: same URL, declared under the existing template names.
    'POST /orders/{orderId}/{fundId}': 'placeRedemption',
    'DELETE /orders/{orderId}/{fundId}': 'confirmRedemption',
    'PATCH /orders/{orderId}/{fundId}': 'resendOrderOtp',
    'POST /orders/migrate/{type}': 'placeSwitchOrder',
    'PUT /orders/migrate/{fundId}/{orderId}': 'confirmSwitchOrder',
    'PATCH /orders/switch/{orderId}/{fundId}': 'resendSwitchOtp',
    'POST /payments': 'makePayment',
    'GET /portfolios': 'listHoldings',
    // Beyond the spec (issue 11): the dashboard's counters, chart rows and XIRR.
    'GET /portfolios/summary': 'getPortfolioSummary',
    // Beyond the spec (issue 14): realised capital gains by financial year.
    'GET /portfolios/capital-gains': 'getCapitalGains',
    'GET /mfc/folio': 'listExternalHoldings',
    'POST /mfc/otp': 'requestExternalPortfolioOtp',
    'POST /mfc/userdetail': 'verifyExternalPortfolioOtp',
    'GET /mfc/status': 'getExternalPortfolioStatus',
    'GET /mfc/lastUpdate': 'getExternalPortfolioLastUpdate',
    'GET /mfc/cas-doc': 'getCasDocument',
    'POST /mfc/cas-request': 'requestCasStatement',
    'GET /sips': 'listSips',
    'GET /stps': 'listStps',
    'GET /swps': 'listSwps',
    'POST /plans/{planId}/{type}/{transaction}': 'requestPlanChange',
    'PUT /plans/{orderId}/{type}': 'confirmPlanChange',
    'PATCH /plans/{orderId}/{type}': 'resendPlanOtp',
    'POST /stps/migrate/{type}': 'placeStpOrder',
    'PUT /stps/{orderId}': 'confirmStpOrder',
    'PATCH /stps/{orderId}/{fundId}': 'resendStpOtp',
    'POST /swps/migrate/order/{type}': 'placeSwpOrder',
    'PUT /swps/order/migrate/{orderId}/{fundId}': 'confirmSwpOrder',
    'PATCH /swps/{orderId}/{fundId}': 'resendSwpOtp',
  },
  sandbox: {
    'GET /inbox': 'getInbox',
    'GET /investors': 'listDemoInvestors',
    // Beyond the spec: the flow tests' reports, for the flow atlas (issue 28).
    'GET /flows/coverage': 'getPathCoverage',
    'GET /flows/coverage/machine': 'getMachineCoverage',
    'GET /flows/mutation': 'getMutationScores',
    'GET /clock': 'getClock',
    'POST /clock': 'moveClock',
    'POST /reset': 'resetSandbox',
    'GET /partners': 'listPartnerOutcomes',
    'PUT /partners/{partner}': 'setPartnerOutcome',
    'GET /exchange/authenticate/{token}': 'getExchangeAuthPage',
    'POST /exchange/authenticate/{token}': 'completeExchangeAuth',
    'GET /netbanking/{orderId}': 'getNetBankingPage',
    'POST /netbanking/{orderId}/{action}': 'completeNetBanking',
    'GET /exchange/elog/{token}': 'getElogPage',
    'POST /exchange/elog/{token}': 'completeElog',
    'GET /bank/mandates/{token}': 'getMandatePage',
    'POST /bank/mandates/{token}/{action}': 'completeMandate',
  },
};

interface Operation {
  contract: ContractName;
  path: string;
  method: (typeof HTTP_METHODS)[number];
  pathItem: JsonObject;
  operation: JsonObject;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: Json | undefined, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

const documents = Object.fromEntries(
  CONTRACTS.map((name) => [name, asObject(parse(readFileSync(contractPath(name), 'utf8')) as Json, name)]),
) as Record<ContractName, JsonObject>;

function resolvePointer(document: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** Follows a chain of local $refs to the object it names. */
function deref(document: JsonObject, value: Json | undefined): Json | undefined {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${node.$ref}`);
    node = resolvePointer(document, node.$ref);
  }
  return node;
}

function collectRefs(node: Json, at: string, found: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => {
      collectRefs(child, `${at}/${index}`, found);
    });
  } else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') found.push({ ref: child, at });
      else collectRefs(child, `${at}/${key}`, found);
    }
  }
}

const operations: Operation[] = CONTRACTS.flatMap((contract) =>
  Object.entries(asObject(documents[contract].paths, `${contract} paths`)).flatMap(([path, item]) => {
    const pathItem = asObject(item, `${contract} ${path}`);
    return HTTP_METHODS.flatMap((method) => {
      const operation = pathItem[method];
      return isObject(operation) ? [{ contract, path, method, pathItem, operation }] : [];
    });
  }),
);

function label(op: Operation): string {
  return `${op.contract} ${op.method.toUpperCase()} ${op.path}`;
}

describe('openapi contract', () => {
  it('describes exactly the calls of 000 §7 and 001 §7 (plus files, contact, health and sandbox controls)', () => {
    const described = Object.fromEntries(
      CONTRACTS.map((name) => [
        name,
        Object.fromEntries(
          operations
            .filter((op) => op.contract === name)
            .map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.operation.operationId]),
        ),
      ]),
    );
    expect(described).toEqual(EXPECTED_OPERATIONS);
  });

  describe('is valid OpenAPI 3.1', () => {
    let config: Awaited<ReturnType<typeof createConfig>>;
    beforeAll(async () => {
      config = await createConfig({
        extends: ['recommended'],
        rules: {
          // The product is private; there is no licence to name.
          'info-license': 'off',
          // Every document declares the same reusable responses (brief: BadRequest, NotFound,
          // NotImplemented, Unauthorized) whether or not its operations use all of them yet.
          'no-unused-components': 'off',
        },
      });
    });

    it.each(CONTRACTS)('%s passes the OpenAPI 3.1 structural and recommended rules', async (name) => {
      expect(documents[name].openapi).toMatch(/^3\.1\.\d+$/);
      const problems = await lint({ ref: contractPath(name), config });
      const report = problems.map(
        (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      );
      expect(report).toEqual([]);
    });
  });

  it('gives every operation an operationId that is unique across all documents', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const op of operations) {
      const id = op.operation.operationId;
      if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id)) {
        problems.push(`${label(op)} has no camelCase operationId`);
        continue;
      }
      const previous = seen.get(id);
      if (previous) problems.push(`${id} is used by ${previous} and ${label(op)}`);
      seen.set(id, label(op));
    }
    expect(problems).toEqual([]);
  });

  it('answers at least one 4xx with the shared Error body on every operation, and every error response uses it', () => {
    const problems: string[] = [];
    for (const op of operations) {
      const document = documents[op.contract];
      const responses = asObject(op.operation.responses, `${label(op)} responses`);
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status));
      if (!errorStatuses.some((status) => status.startsWith('4'))) problems.push(`${label(op)} has no 4xx response`);
      for (const status of errorStatuses) {
        const response = deref(document, responses[status]);
        const content = isObject(response) ? response.content : undefined;
        const json = isObject(content) ? content['application/json'] : undefined;
        const schema = isObject(json) ? json.schema : undefined;
        if (!isObject(schema) || schema.$ref !== ERROR_REF) {
          problems.push(`${label(op)} ${status} does not answer with ${ERROR_REF}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares every path template parameter, and declares no path parameter the template lacks', () => {
    const problems: string[] = [];
    for (const op of operations) {
      const document = documents[op.contract];
      const inTemplate = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = [
        ...(Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : []),
        ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : []),
      ]
        .map((parameter) => deref(document, parameter))
        .filter((parameter): parameter is JsonObject => isObject(parameter) && parameter.in === 'path');
      for (const name of inTemplate) {
        const parameter = declared.find((candidate) => candidate.name === name);
        if (!parameter) problems.push(`${label(op)} does not declare path parameter {${name}}`);
        else if (parameter.required !== true) problems.push(`${label(op)} path parameter {${name}} is not required`);
      }
      for (const parameter of declared) {
        if (!inTemplate.includes(String(parameter.name))) {
          problems.push(`${label(op)} declares path parameter ${String(parameter.name)} that its path lacks`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(CONTRACTS)('%s resolves every $ref inside the document', (name) => {
    const found: { ref: string; at: string }[] = [];
    collectRefs(documents[name], '#', found);
    expect(found.length).toBeGreaterThan(0);
    const broken = found
      .filter(({ ref }) => resolvePointer(documents[name], ref) === undefined)
      .map(({ ref, at }) => `${at} -> ${ref}`);
    expect(broken).toEqual([]);
  });

  it('keeps the shared wire pieces identical wherever a document repeats them', () => {
    const problems: string[] = [];
    for (const schemaName of SHARED_SCHEMAS) {
      const copies = CONTRACTS.flatMap((contract) => {
        const schemas = asObject(asObject(documents[contract].components, 'components').schemas, 'schemas');
        return schemaName in schemas ? [{ contract, schema: schemas[schemaName] }] : [];
      });
      const [first, ...rest] = copies;
      for (const copy of rest) {
        if (first && JSON.stringify(copy.schema) !== JSON.stringify(first.schema)) {
          problems.push(`${schemaName} differs between ${first.contract} and ${copy.contract}`);
        }
      }
    }
    for (const contract of CONTRACTS) {
      const schemas = asObject(asObject(documents[contract].components, 'components').schemas, 'schemas');
      if (!('Error' in schemas)) problems.push(`${contract} lacks the Error schema`);
      const securitySchemes = asObject(documents[contract].components, 'components').securitySchemes;
      const bearer = isObject(securitySchemes) ? securitySchemes.bearerAuth : undefined;
      if (!isObject(bearer) || bearer.type !== 'http' || bearer.scheme !== 'bearer') {
        problems.push(`${contract} does not declare the bearerAuth http bearer scheme`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('closes every JSON request body to unknown properties', () => {
    const problems: string[] = [];
    const checkClosed = (document: JsonObject, schema: Json | undefined, where: string): void => {
      const resolved = deref(document, schema);
      if (!isObject(resolved)) return;
      const branches = resolved.oneOf ?? resolved.anyOf;
      if (Array.isArray(branches)) {
        branches.forEach((branch, index) => {
          checkClosed(document, branch, `${where} branch ${index}`);
        });
        return;
      }
      if (resolved.type === 'object' && resolved.additionalProperties !== false) {
        problems.push(`${where} allows additional properties`);
      }
    };
    for (const op of operations) {
      const body = deref(documents[op.contract], op.operation.requestBody);
      if (!isObject(body) || !isObject(body.content)) continue;
      for (const [mediaType, media] of Object.entries(body.content)) {
        if (isObject(media)) checkClosed(documents[op.contract], media.schema, `${label(op)} ${mediaType}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('bounds every integer to int32 (format int32), and uses int64 only where no request can send it', () => {
    const requestSchemas = new Set<string>();
    const markReachable = (contract: ContractName, node: Json | undefined): void => {
      if (Array.isArray(node)) for (const child of node) markReachable(contract, child);
      if (!isObject(node)) return;
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') {
          const [file, pointer = ''] = child.includes('#') ? child.split('#') : ['', child];
          const target = (file ? file.replace(/^\.?\/?/, '').replace(/\.yaml$/, '') : contract) as ContractName;
          const id = `${target}#${pointer}`;
          if (requestSchemas.has(id)) continue;
          requestSchemas.add(id);
          markReachable(target, resolvePointer(documents[target], `#${pointer}`));
        } else {
          markReachable(contract, child);
        }
      }
    };
    for (const op of operations) {
      markReachable(op.contract, op.pathItem.parameters);
      markReachable(op.contract, op.operation.parameters);
      markReachable(op.contract, op.operation.requestBody);
    }

    const problems: string[] = [];
    const check = (contract: ContractName, node: Json | undefined, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => {
          check(contract, child, `${at}/${index}`);
        });
      }
      if (!isObject(node)) return;
      const type = node.type;
      const isInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
      if (isInteger && node.format !== 'int32') {
        const schemaName = /^#\/components\/schemas\/[^/]+/.exec(at)?.[0];
        const responseOnly = schemaName !== undefined && !requestSchemas.has(`${contract}${schemaName}`);
        if (node.format !== 'int64' || !responseOnly)
          problems.push(`${contract} ${at} is an integer without format int32`);
      }
      for (const [key, child] of Object.entries(node)) check(contract, child, `${at}/${key.replace(/\//g, '~1')}`);
    };
    for (const contract of CONTRACTS) check(contract, documents[contract], '#');
    expect(problems).toEqual([]);
  });

  it('requires the bearer token on user-service calls only where the spec says so', () => {
    const globalUserSecurity = documents.user.security;
    expect(globalUserSecurity).toEqual([{ bearerAuth: [] }]);
    const problems: string[] = [];
    for (const op of operations) {
      const effective = op.operation.security ?? documents[op.contract].security ?? [];
      const requiresToken = Array.isArray(effective) && effective.length > 0;
      // 001 §7: "GET users/getPhone/{email} | none, no auth"; catalogue and sandbox reads are public.
      const shouldRequire = op.contract === 'user' && op.operation.operationId !== 'getPhoneInfo';
      if (requiresToken !== shouldRequire) {
        problems.push(`${label(op)} ${shouldRequire ? 'must' : 'must not'} require the bearer token`);
      }
      if (requiresToken && !('401' in asObject(op.operation.responses, 'responses'))) {
        problems.push(`${label(op)} requires a token but lists no 401`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cites the spec section in the summary of every catalogue and user-service operation', () => {
    const uncited = operations
      .filter(
        (op) => op.contract === 'user' || (op.contract === 'catalogue' && op.operation.operationId !== 'getHealth'),
      )
      .filter((op) => typeof op.operation.summary !== 'string' || !/\b00[01] §\d/.test(op.operation.summary))
      .map(label);
    expect(uncited).toEqual([]);
  });

  it('has committed generated types that match the contract (npm run generate:api)', async () => {
    expect(await findStaleSchemas()).toEqual([]);
  });
});
