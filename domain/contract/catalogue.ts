/**
 * Generated from openapi/catalogue.yaml by scripts/generate-api.ts. Do not edit by hand:
 * change the contract and run `npm run generate:api`.
 */

export interface paths {
    "/bo/amcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fund houses (000 §7 /bo/amcs "list of fund houses")
         * @description Every fund house, sorted by name; feeds the explorer's fund-house filter (000 §2.3).
         */
        get: operations["listAmcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/amcs/{amc}/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheme types a fund house offers (000 §7 /bo/amcs/{amc}/types)
         * @description The scheme types (000 §2.1 list) in which this AMC has at least one scheme that is not an NFO.
         */
        get: operations["listAmcSchemeTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/amcs/{amc}/types/{type}/gdos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options ("gdos") of one AMC and scheme type (000 §7 /bo/amcs/{amc}/types/{type}/gdos)
         * @description Option names available for this AMC and type. The explorer enables only the option whose
         *     name contains 'growth' (000 §2.3).
         */
        get: operations["listSchemeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schemes of one AMC, type and option, paged (000 §7 "pageNo zero-based")
         * @description 000 §7: "/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes?pageNo&pageSize&sortBy&direction[&filter]
         *     | pageNo zero-based; response totalElements, currentPage, perPage, userProducts". NFOs are
         *     excluded. `filter` is a case-insensitive "name contains" match.
         */
        get: operations["listSchemesByOption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/types/{type}/schemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schemes of one type across fund houses, paged (000 §7 /bo/types/{type}/schemes "same query")
         * @description Used by /explore?name={type} (000 §2.3). NFOs are excluded.
         */
        get: operations["listSchemesByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/navs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest NAV of a scheme (000 §7 /bo/navs/{id} "navValue, lastModifiedDate")
         * @description The latest NAV published on or before the sandbox clock's today. 404 when the scheme has none.
         */
        get: operations["getNav"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/navs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NAV history of a scheme (000 §7 /bo/navs/{id}/history "list of {date, value}")
         * @description Every published NAV up to the sandbox clock's today, date ascending; `[]` when there is
         *     none. The client reduces each window to about 50 points (000 §9 NAV windows).
         *
         *     With `points` the answer is the downsampled series the details page draws instead of the
         *     whole history (beyond the spec; a few KB instead of ~176 KB): the union, date ascending,
         *     of each chart window (3M, 6M, 1Y, 2Y, 3Y and MAX, anchored on the latest NAV) reduced
         *     to `points` evenly spaced points that keep the window's first and last, and the points
         *     the page's figures need exactly: the first NAV, the latest two, and the NAV in force at
         *     the start of each CAGR period (1, 2 and 3 years before the latest). So CAGR and the NAV
         *     change computed on it equal those on the whole history, and each window drawn from it
         *     (its points, reduced again to `points`) has about `points` points.
         */
        get: operations["getNavHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/schemes/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scheme details (000 §7 /bo/schemes/{fundId}?type=..&type=..&type=.. "stp, sip and swp types")
         * @description 000 §3 "Scheme details" and 001 §3 "Scheme details (by fundId)". The repeated `type`
         *     query asks for the plan rules to include: `sipDetails` when SIP is asked, `stpDetails`
         *     for STP, `swpDetails` for SWP (000 §7: "Get scheme details for the detail page sends
         *     fundId with sipType SIP; for holdings, fundId with stpType STP and swpType SWP").
         *     Unknown fund id: 404 `{code: 'NOT_FOUND', message: 'Scheme {fundId} was not found'}`.
         */
        get: operations["getScheme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/nfos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New fund offerings (000 §7 /bo/nfos "list of {scheme, nav}")
         * @description NFOs whose end date is today or later on the sandbox clock, end date ascending (000 §2.4
         *     "sorted by end date ascending"). `soon` is set when fewer than 2 days are left (000 §9
         *     NFO 'soon').
         */
        get: operations["listNfos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/{type}/{amc}/schemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Target schemes for switch and STP (000 §7, 001 §7 /bo/{type}/{amc}/schemes)
         * @description 001 §7: "Inputs: type (lowercase switch or stp), amc (the source amcCode), pageNo
         *     (zero-based), pageSize 10, sortBy schemeName, direction ASC, filter (search text or null),
         *     frequency (STP only). Response: userProducts and totalElements." Schemes of that AMC, NFOs
         *     excluded. Eligibility (001 §5 Switch and STP flows) is decided by the client from the
         *     fields returned.
         */
        get: operations["listTargetSchemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/amcs/{amc}/logo.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AMC logo (000 §3 amcDetails.amcImgUrl)
         * @description The SVG the `amcImgUrl` fields point at (`/api/files/amcs/{amc}/logo.svg`).
         */
        get: operations["getAmcLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/amcs/{amc}/scheme-documents.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AMC scheme documents (000 §2.5 "Scheme Documents link", 000 §3 amcDetails.amcDocumentUrl)
         * @description The PDF the `amcDocumentUrl` fields point at (`/api/files/amcs/{amc}/scheme-documents.pdf`).
         */
        get: operations["getAmcDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a contact-form message (000 §7 Contact form, 000 §5 Contact form)
         * @description 000 §7: "GET to a path on the provider's own host under /message/ with the URL-encoded
         *     text 'Email | Name | Messagetext | Phone' as the last segment; the response is not read."
         *     The server splits the text on ' | ' into exactly four parts and applies 000 §5: name,
         *     email and message required; email a standard address; phone exactly 10 digits; name and
         *     email at most 30 characters (000 §5 "Text inputs default to max length 30"); message at
         *     most 500. It stores the message and sends an acknowledgement e-mail to the visitor and a
         *     copy to the support address (both readable in the sandbox inbox). A violation answers 400
         *     with `errors` naming the fields `email`, `name`, `message` or `phone`.
         */
        get: operations["sendContactMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness (the bare JSON route the bench compares against) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The error body of every service. `code` is `VALIDATION_FAILED` (400), `UNAUTHORIZED`
         *     (401), `NOT_FOUND` (404), `NOT_IMPLEMENTED` (501), or a partner code from the spec as a
         *     string ('8003', '8009', '8015'). `message` is shown to users where the spec says "the
         *     server's message".
         */
        Error: {
            /**
             * @example VALIDATION_FAILED
             * @example NOT_FOUND
             * @example 8009
             */
            code: string;
            message: string;
            /** @description Field errors (000 §8 "a list of field errors joined as 'field message'"). */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            field: string;
            message: string;
        };
        /**
         * @description Rupees (or a percentage where said) as a decimal string with exactly 2 decimals.
         * @example 5000.00
         */
        Amount: string;
        /**
         * @description Net asset value per unit as a decimal string with exactly 4 decimals.
         * @example 123.4567
         */
        Nav: string;
        /**
         * @description Units as a decimal string with exactly 4 decimals.
         * @example 10.5000
         */
        Units: string;
        /**
         * @description A scheme's fund id, its ISIN (000 §2.1; e.g. `INF0A1B01234`).
         * @example INF0A1B01234
         */
        FundId: string;
        /**
         * @description The spec's Y/N flag (000 §3 "sipFlag (Y/N), purchaseAllowed (Y/N)").
         * @enum {string}
         */
        YesNo: "Y" | "N";
        /**
         * @description Scheme type (000 §2.1 "LIQUID, EQUITY, DEBT, ELSS, HYBRID (NC), FOF").
         * @enum {string}
         */
        SchemeType: "LIQUID" | "EQUITY" | "DEBT" | "ELSS" | "HYBRID (NC)" | "FOF";
        /**
         * @description STP frequency (001 §3 "DAILY, WEEKLY, MONTHLY, others").
         * @enum {string}
         */
        StpFrequency: "DAILY" | "WEEKLY" | "MONTHLY" | "QUARTERLY";
        /** @description Fund house code. */
        AmcCode: string;
        /**
         * @description Growth / dividend option, "gdos" (000 §2.3 options).
         * @enum {string}
         */
        SchemeOption: "Growth" | "IDCW Payout" | "IDCW Reinvestment";
        /**
         * @default ASC
         * @enum {string}
         */
        SortDirection: "ASC" | "DESC";
        /**
         * @description Plan rules asked of getScheme (000 §7 "stp, sip and swp types").
         * @enum {string}
         */
        PlanRuleType: "SIP" | "STP" | "SWP";
        /**
         * @description Exchange purchase mode. 001 §5 Switch: "purchaseTransactionMode must be DP or P";
         *     `D` is demat only.
         * @enum {string}
         */
        PurchaseTransactionMode: "DP" | "P" | "D";
        Amc: {
            amcCode: components["schemas"]["AmcCode"];
            amcName: string;
            /**
             * Format: uri-reference
             * @description `/api/files/amcs/{amcCode}/logo.svg`
             */
            amcImgUrl: string;
        };
        /** @description 000 §3 "Scheme list item". */
        SchemeListItem: {
            uniqueNo: components["schemas"]["FundId"];
            schemeName: string;
            minimumPurchaseAmount: components["schemas"]["Amount"];
            schemeType: components["schemas"]["SchemeType"];
            category: string;
        };
        /** @description 000 §3 "Scheme page". */
        SchemePage: {
            /** Format: int32 */
            totalElements: number;
            /**
             * Format: int32
             * @description Zero-based, echoes `pageNo`.
             */
            currentPage: number;
            /**
             * Format: int32
             * @description Echoes `pageSize`.
             */
            perPage: number;
            userProducts: components["schemas"]["SchemeListItem"][];
        };
        /** @description 000 §3 "NAV". */
        LatestNav: {
            navValue: components["schemas"]["Nav"];
            /** Format: date */
            lastModifiedDate: string;
        };
        /** @description 000 §3 "NAV history". */
        NavPoint: {
            /** Format: date */
            date: string;
            value: components["schemas"]["Nav"];
        };
        /** @description 000 §3 Scheme details `sipDetails`; 001 §7 "sipDetails with pauseFlag and pauseModCount". */
        SipDetails: {
            /** @description SIP registration status; the SIP button needs it (000 §2.5). */
            status: string | null;
            minInstAmt: components["schemas"]["Amount"] | null;
            maxInstAmt: components["schemas"]["Amount"] | null;
            multiplierAmt: components["schemas"]["Amount"] | null;
            sipMultiplierAmount: components["schemas"]["Amount"] | null;
            /**
             * Format: int32
             * @description Default SIP day (000 §4.3).
             */
            defaultDate: number | null;
            /**
             * Format: int32
             * @description SIP date window in days (000 §9).
             */
            sipMaxGap: number | null;
            pauseFlag: components["schemas"]["YesNo"];
            /** Format: int32 */
            pauseModCount: number;
        };
        /** @description 000 §3 "STP options per frequency". */
        StpOption: {
            frequency: components["schemas"]["StpFrequency"];
            outMinInstAmt: components["schemas"]["Amount"];
            outMaxInstAmt: components["schemas"]["Amount"];
            /** Format: int32 */
            minInstNumbers: number;
            /** Format: int32 */
            maxInstNumbers: number;
            regOut: components["schemas"]["YesNo"];
            status: boolean;
            outMultiplierAmt: components["schemas"]["Amount"];
        };
        /** @description 000 §3 "SWP details"; gaps in days (001 §5 date-range check). */
        SwpDetails: {
            status: string | null;
            minInstAmt: components["schemas"]["Amount"];
            maxInstAmt: components["schemas"]["Amount"];
            /** Format: int32 */
            minInstNumbers: number;
            /** Format: int32 */
            maxInstNumbers: number;
            multiplierAmt: components["schemas"]["Amount"];
            /** Format: int32 */
            minGap: number;
            /** Format: int32 */
            maxGap: number;
        };
        /** @description One scheme holding (000 §2.5 Scheme Holdings table). */
        PortfolioBean: {
            instrumentName: string;
            /** @description Percentage of net assets, 2 decimals. */
            allocation: components["schemas"]["Amount"];
            /** @description Market value in rupees. */
            investment: components["schemas"]["Amount"] | null;
            denomination: string | null;
            sector: string | null;
            assetClass: string | null;
            rating: string | null;
        };
        /** @description 000 §3 Scheme details `schemeDetails`. */
        SchemeFacts: {
            isin: components["schemas"]["FundId"];
            /** @description Risk class (000 §9 "low, low to moderate, moderate, moderately high, high, very high, not applicable"). */
            riskometer: string;
            /** @description Risk class at launch. */
            riskometerLaunch: string;
            fundManager: string[];
            /** @description Objective as HTML from the fund house; the client sanitises it (000 §2.5 "objective as HTML or 'Not Available'"). */
            objective: string | null;
            category: string;
            /** @description Assets under management in ₹ crore (000 §2.5 "AUM (in Cr)"). */
            aum: components["schemas"]["Amount"] | null;
            portfolioBeanList: components["schemas"]["PortfolioBean"][];
        };
        AmcDetails: {
            /**
             * Format: uri-reference
             * @description `/api/files/amcs/{amcCode}/scheme-documents.pdf`
             */
            amcDocumentUrl: string;
            /**
             * Format: uri-reference
             * @description `/api/files/amcs/{amcCode}/logo.svg`
             */
            amcImgUrl: string;
        };
        /**
         * @description 000 §3 "Scheme details" plus the holding-flow fields of 001 §3 and 001 §5 (flags,
         *     redemption limits). `sipDetails`, `stpDetails` and `swpDetails` are present only when
         *     the matching `type` was asked.
         */
        SchemeDetails: {
            uniqueNo: components["schemas"]["FundId"];
            schemeName: string;
            schemeCode: string;
            schemeType: components["schemas"]["SchemeType"];
            amcCode: components["schemas"]["AmcCode"];
            amcName: string;
            gdos: components["schemas"]["SchemeOption"];
            minimumPurchaseAmount: components["schemas"]["Amount"];
            /** @description 0.00 means no maximum (000 §5: the client then uses 100000000). */
            maximumPurchaseAmount: components["schemas"]["Amount"];
            additionalPurchaseAmount: components["schemas"]["Amount"];
            sipFlag: components["schemas"]["YesNo"];
            purchaseAllowed: components["schemas"]["YesNo"];
            switchFlag: components["schemas"]["YesNo"];
            redemptionAllowed: components["schemas"]["YesNo"];
            purchaseTransactionMode: components["schemas"]["PurchaseTransactionMode"];
            minimumRedemptionQty: components["schemas"]["Units"];
            /** @description 0.0000 means the folio quantity is the maximum (001 §5 Redemption units). */
            maximumRedemptionQty: components["schemas"]["Units"];
            minimumRedemptionAmount: components["schemas"]["Amount"];
            /** @description 0.00 means the folio amount is the maximum (001 §5 Switch flow). */
            maximumRedemptionAmount: components["schemas"]["Amount"];
            redemptionAmountMultiple: components["schemas"]["Amount"];
            /**
             * Format: int32
             * @description Lock-in in days; 0 when none (000 §2.5 "'N days LockIn' when the lock-in period is not 0").
             */
            lockInPeriod: number;
            isNfo: boolean;
            /**
             * Format: date
             * @description Present for NFOs.
             */
            nfoStartDate?: string;
            /**
             * Format: date
             * @description Present for NFOs.
             */
            nfoEndDate?: string;
            /** @description Present when `type=SIP` was asked; null when the scheme has no SIP rules. */
            sipDetails?: components["schemas"]["SipDetails"] | null;
            /** @description Present when `type=STP` was asked; one entry per frequency. */
            stpDetails?: components["schemas"]["StpOption"][];
            /** @description Present when `type=SWP` was asked; null when the scheme has no SWP rules. */
            swpDetails?: components["schemas"]["SwpDetails"] | null;
            schemeDetails: components["schemas"]["SchemeFacts"];
            amcDetails: components["schemas"]["AmcDetails"];
        };
        /** @description 000 §3 "NFO list entry" `scheme`. */
        NfoScheme: {
            uniqueNo: components["schemas"]["FundId"];
            schemeCode: string;
            schemeName: string;
            schemeType: components["schemas"]["SchemeType"];
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            minimumPurchaseAmount: components["schemas"]["Amount"];
            maximumPurchaseAmount: components["schemas"]["Amount"];
            additionalPurchaseAmount: components["schemas"]["Amount"];
            sipFlag: components["schemas"]["YesNo"];
            purchaseAllowed: components["schemas"]["YesNo"];
            schemeDetails: {
                riskometerLaunch: string;
                /** @description HTML; sanitised by the client. */
                objective: string | null;
            };
        };
        /** @description 000 §3 "NFO list entry". */
        NfoEntry: {
            scheme: components["schemas"]["NfoScheme"];
            /** @description Offer NAV; null when none is published. */
            nav: {
                navValue: components["schemas"]["Nav"];
            } | null;
            /** @description Fewer than 2 days left (000 §2.4 'Closing Soon'). */
            soon: boolean;
        };
        /** @description 001 §3 "Target scheme candidate" STP-in rules. */
        StpMasterBean: {
            regIn: components["schemas"]["YesNo"];
            inMinInstAmt: components["schemas"]["Amount"];
            inMaxInstAmt: components["schemas"]["Amount"];
            /** Format: int32 */
            minInstNumbers: number;
            /** Format: int32 */
            maxInstNumbers: number;
            inMultiplierAmt: components["schemas"]["Amount"];
        };
        /** @description 001 §3 "Target scheme candidate (to-schemes call)" with the 001 §5 eligibility fields. */
        TargetScheme: {
            uniqueNo: components["schemas"]["FundId"];
            schemeName: string;
            purchaseTransactionMode: components["schemas"]["PurchaseTransactionMode"];
            switchFlag: components["schemas"]["YesNo"];
            purchaseAllowed: components["schemas"]["YesNo"];
            redemptionAllowed: components["schemas"]["YesNo"];
            minimumPurchaseAmount: components["schemas"]["Amount"];
            maximumPurchaseAmount: components["schemas"]["Amount"];
            /** @description STP-in rules; null for `switch`, or when the scheme takes no STP in. */
            stpMasterBean: components["schemas"]["StpMasterBean"] | null;
        };
        TargetSchemePage: {
            /** Format: int32 */
            totalElements: number;
            userProducts: components["schemas"]["TargetScheme"][];
        };
        ContactReceipt: {
            /** @enum {string} */
            status: "received";
        };
        Health: {
            /** @enum {string} */
            status: "ok";
        };
    };
    responses: {
        /** @description The request broke the contract (`VALIDATION_FAILED`, with field errors). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid or expired bearer token (`UNAUTHORIZED`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The addressed resource does not exist (`NOT_FOUND`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation is in the contract but not implemented yet (`NOT_IMPLEMENTED`). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The fund house code (`amcCode`). */
        AmcCode: components["schemas"]["AmcCode"];
        /** @description Scheme type (000 §2.1), URL-encoded (`HYBRID%20(NC)`). */
        SchemeTypePath: components["schemas"]["SchemeType"];
        /** @description The scheme's ISIN (the fund id). */
        NavFundId: components["schemas"]["FundId"];
        /** @description Zero-based page number (000 §7 "pageNo zero-based"; 000 §9 "first page 1 (sent zero-based)"). */
        PageNo: number;
        /** @description Rows per page (000 §9 "Explorer and NFO page size 10"). */
        PageSize: number;
        /** @description Sort field (000 §9 "default sort schemeName ascending"). */
        SchemeSortBy: "schemeName" | "minimumPurchaseAmount";
        /** @description Sort direction. */
        Direction: components["schemas"]["SortDirection"];
        /** @description Case-insensitive "scheme name contains" filter (000 §2.3 search box; the client enables it at 3+ characters). */
        Filter: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAmcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fund houses sorted by `amcName` ascending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Amc"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listAmcSchemeTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scheme types of this AMC, in the 000 §2.1 order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemeType"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchemeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
                /** @description Scheme type (000 §2.1), URL-encoded (`HYBRID%20(NC)`). */
                type: components["parameters"]["SchemeTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Option names, Growth first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemeOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchemesByOption: {
        parameters: {
            query?: {
                /** @description Zero-based page number (000 §7 "pageNo zero-based"; 000 §9 "first page 1 (sent zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Rows per page (000 §9 "Explorer and NFO page size 10"). */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Sort field (000 §9 "default sort schemeName ascending"). */
                sortBy?: components["parameters"]["SchemeSortBy"];
                /** @description Sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Case-insensitive "scheme name contains" filter (000 §2.3 search box; the client enables it at 3+ characters). */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path: {
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
                /** @description Scheme type (000 §2.1), URL-encoded (`HYBRID%20(NC)`). */
                type: components["parameters"]["SchemeTypePath"];
                /** @description Option name (URL-encoded, e.g. `IDCW%20Payout`). */
                gdos: components["schemas"]["SchemeOption"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of schemes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchemesByType: {
        parameters: {
            query?: {
                /** @description Zero-based page number (000 §7 "pageNo zero-based"; 000 §9 "first page 1 (sent zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Rows per page (000 §9 "Explorer and NFO page size 10"). */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Sort field (000 §9 "default sort schemeName ascending"). */
                sortBy?: components["parameters"]["SchemeSortBy"];
                /** @description Sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Case-insensitive "scheme name contains" filter (000 §2.3 search box; the client enables it at 3+ characters). */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path: {
                /** @description Scheme type (000 §2.1), URL-encoded (`HYBRID%20(NC)`). */
                type: components["parameters"]["SchemeTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of schemes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemePage"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getNav: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The scheme's ISIN (the fund id). */
                id: components["parameters"]["NavFundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Latest NAV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LatestNav"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getNavHistory: {
        parameters: {
            query?: {
                /** @description Points per chart window (000 §9 "about 50"); absent for the whole history. */
                points?: number;
            };
            header?: never;
            path: {
                /** @description The scheme's ISIN (the fund id). */
                id: components["parameters"]["NavFundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NAV points, date ascending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getScheme: {
        parameters: {
            query?: {
                /** @description Plan rules to include, repeated (`?type=SIP&type=STP`). */
                type?: components["schemas"]["PlanRuleType"][];
            };
            header?: never;
            path: {
                /** @description The scheme's ISIN (000 §2.1 "route parameter isin, used as the fund id"). */
                fundId: components["schemas"]["FundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemeDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listNfos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open and upcoming NFOs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NfoEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listTargetSchemes: {
        parameters: {
            query?: {
                /** @description STP frequency (STP only); picks the `stpMasterBean` rules of that frequency. */
                frequency?: components["schemas"]["StpFrequency"];
                /** @description Zero-based page number (000 §7 "pageNo zero-based"; 000 §9 "first page 1 (sent zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Rows per page (000 §9 "Explorer and NFO page size 10"). */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Sort field (000 §9 "default sort schemeName ascending"). */
                sortBy?: components["parameters"]["SchemeSortBy"];
                /** @description Sort direction. */
                direction?: components["parameters"]["Direction"];
                /** @description Case-insensitive "scheme name contains" filter (000 §2.3 search box; the client enables it at 3+ characters). */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path: {
                /** @description Which flow asks (001 §7 "lowercase switch or stp"). */
                type: "switch" | "stp";
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of candidate target schemes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TargetSchemePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getAmcLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getAmcDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The fund house code (`amcCode`). */
                amc: components["parameters"]["AmcCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description URL-encoded `Email | Name | Messagetext | Phone`. The message may span lines (tabs and
                 *     line breaks allowed); no part may hold other control characters, and the name, e-mail
                 *     and phone are one line each.
                 */
                text: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
}
