/**
 * Generated from openapi/sandbox.yaml by scripts/generate-api.ts. Do not edit by hand:
 * change the contract and run `npm run generate:api`.
 */

export interface paths {
    "/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages the sandbox "sent" to one address (e-mail and SMS outbox)
         * @description Every e-mail and SMS sent to `to`, newest first. `to` is an e-mail address (matched
         *     case-insensitively) or a phone number (`+91XXXXXXXXXX` or the 10 digits alone, the same
         *     number; 000 §9 "Phone prefix +91 (phone 10 digits)"). `code` carries the one-time code of
         *     messages that have one.
         */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox clock
         * @description Sandbox time = wall time + `offsetMs`. The app's notion of "now" follows it in sandbox builds.
         */
        get: operations["getClock"];
        put?: never;
        /**
         * Move the sandbox clock forward
         * @description Body is exactly one of `{ advance: { days?, hours?, minutes? } }` or `{ to: date-time }`.
         *     Time only moves forward: an advance of zero or a `to` at or before the current sandbox
         *     time answers 400. Work due in the skipped interval (allotments, mandate approvals, plan
         *     instalments, NFO windows) runs before the answer; when it cannot, the answer is 503
         *     (beyond the spec).
         */
        post: operations["moveClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wipe and re-seed the sandbox
         * @description Deletes every investor, order, message and partner outcome, restores the seed and sets the
         *     clock offset to 0. Investors are removed from the identity pool too, and the demo investors
         *     (`GET /investors`) are created again as seeded, so tokens issued before the reset stop working.
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Demo investors the seed creates
         * @description Investors that exist in the user pool and the database after every seed and reset, with
         *     their password, so a tester can sign in at once: one that has just signed up
         *     (`USER_CREATED`, phone confirmed) and one whose account is verified (`VERIFIED`).
         */
        get: operations["listDemoInvestors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outcomes forced on the simulated partners
         * @description One entry per simulated partner (ARCHITECTURE.md "Partners": KYC, bank verification,
         *     exchange, payments, statement service, mail). `auto` means the partner follows its
         *     documented magic inputs.
         */
        get: operations["listPartnerOutcomes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/{partner}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Force the outcome of one simulated partner
         * @description `outcome` must be one of the partner's `allowed` values (400 otherwise); unknown partner answers 404.
         */
        put: operations["setPartnerOutcome"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/netbanking/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox bank's net-banking page for an order
         * @description The page a net-banking payment (user service `makePayment` with `modeofpayment` NODAL)
         *     returns as `responsestring` and the app opens in a new window (000 §4.3): the order, the
         *     amount and two buttons, Pay and Cancel, each a form posting to
         *     `POST /netbanking/{orderId}/{action}?ref=...`. An order with no net-banking payment waiting
         *     shows what became of it.
         */
        get: operations["getNetBankingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/netbanking/{orderId}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay or cancel at the sandbox bank
         * @description The sandbox bank's answer to its own page: `pay` pays the order's waiting net-banking
         *     payment (the order goes IN_PROGRESS and is allotted after the cut-off), `cancel`
         *     declines it (the order FAILED with 'Payment cancelled at the bank.'). Answers the bank's
         *     result page; a payment already settled is left as it is and the page says so. Sent as a
         *     plain HTML form post with no fields.
         */
        post: operations["completeNetBanking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/authenticate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox exchange's authentication page for a client registration
         * @description The page the e-mail verification's `authurl` (user service `verifyEmail`) opens in a new
         *     tab (001 §2.12, §4.2): it names the registration (masked e-mail) and has one Complete
         *     button, a form posting to `POST /exchange/authenticate/{token}`. Until it is completed
         *     the investor stays at EMAIL_VERIFIED. A registration already completed (or failed) shows
         *     its result; an unknown or replaced token answers 404.
         */
        get: operations["getExchangeAuthPage"];
        put?: never;
        /**
         * Complete the client registration at the sandbox exchange
         * @description The Complete button of the authentication page (a plain HTML form post with no fields).
         *     Records BSE_CLIENT_CREATION_INITIATED and then BSE_CLIENT_CREATION_COMPLETED with a
         *     client code, or BSE_CLIENT_CREATION_FAILED when the `exchange` partner is set to
         *     `reject`. A registration already completed is left as it is. Answers the result page.
         */
        post: operations["completeExchangeAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank/mandates/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox bank's e-mandate authorisation page
         * @description The page a mandate link (user service `getMandateLink`) opens in the investor's tab
         *     (000 §2.7, §7): the mandate's bank, masked account and three buttons, Approve, Cancel
         *     and Fail, each a form posting to `POST /bank/mandates/{token}/{action}?redirect=...`.
         *     `redirect` must be this server's own /dashboard address (anything else answers 400, so
         *     the page can never send an investor to another site). A mandate already decided shows
         *     its result with a link back.
         */
        get: operations["getMandatePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank/mandates/{token}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve, cancel or fail a mandate at the sandbox bank
         * @description The bank's answer to its own page, sent as a plain HTML form post with no fields, then a
         *     303 back to `redirect` with `status` (success, cancel, failure) and `message` (000 §2.7,
         *     §4.4). `approve` approves the mandate unless the `mandates` partner says otherwise
         *     (`pending` leaves it waiting for approval, `rejected` rejects it: 'The mandate got
         *     rejected by your bank. Please try again.'); `fail` rejects it; `cancel` leaves it as it
         *     was. A decided mandate is never changed (an APPROVED one stays APPROVED). An approval that
         *     leaves registration, ELOG and the mandate all ACTIVE makes the investor VERIFIED there and
         *     then (000 §4.4), before the browser is back at the dashboard.
         */
        post: operations["completeMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/elog/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox exchange's ELOG page (nominee declaration)
         * @description The page the ELOG initiation's `authurl` (user service `initiateElog`) opens in a new tab
         *     (000 §7): the investor's nominee declaration and one Authenticate button, a form posting
         *     to `POST /exchange/elog/{token}`. An authentication already done (or failed) shows its
         *     result; an unknown or replaced token answers 404.
         */
        get: operations["getElogPage"];
        put?: never;
        /**
         * Authenticate the nominee declaration at the sandbox exchange
         * @description The Authenticate button of the ELOG page. ELOG becomes ACTIVE, or FAILED when the `elog`
         *     partner is set to `failed`; an ACTIVE ELOG never changes. ELOG authenticated as the last of
         *     registration, ELOG and the mandate makes the investor VERIFIED there and then (000 §4.4).
         *     Answers the result page.
         */
        post: operations["completeElog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flows/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The path-coverage report's index, for the flow atlas (beyond the spec)
         * @description Beyond the spec: what `npm run test:paths` last wrote to `test-results/paths/report/index.json`
         *     (or the directory `PATH_REPORTS_DIR` names), read from disk on every request, so a server
         *     started before the report was written serves it. One entry per machine: states, transitions
         *     and transition pairs covered by the model-based suites' executed paths. Read-only; 404 until
         *     the report has been written.
         */
        get: operations["getPathCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flows/coverage/machine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One machine's path-coverage report, for the flow atlas (beyond the spec)
         * @description Beyond the spec: `test-results/paths/report/<machine>.json` as `npm run test:paths` last
         *     wrote it: every state, transition and feasible transition pair with the path that covered
         *     it first, or none. 404 when there is no report for the machine.
         */
        get: operations["getMachineCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flows/mutation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mutation report, for the flow atlas (beyond the spec)
         * @description Beyond the spec: what `npm run test:paths -- --mutate` last wrote to
         *     `test-results/paths/mutation/index.json`, one entry per machine it measured: mutants
         *     scored, killed, and every mutant's outcome (the test that killed it, or why it survives).
         *     Read-only; 404 until a mutation run has written it.
         */
        get: operations["getMutationScores"];
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
        InboxMessage: {
            /** Format: int32 */
            id: number;
            /** @enum {string} */
            channel: "email" | "sms";
            /** @description The recipient as stored (lower-cased e-mail, or `+91` phone). */
            to: string;
            subject: string;
            body: string;
            /** @description The one-time code this message carries, if any. */
            code: string | null;
            /**
             * Format: date-time
             * @description Sandbox time of sending.
             */
            sentAt: string;
        };
        Inbox: {
            messages: components["schemas"]["InboxMessage"][];
        };
        Clock: {
            /**
             * Format: date-time
             * @description Current sandbox time, ISO-8601 UTC.
             */
            now: string;
            /**
             * Format: int64
             * @description Milliseconds the sandbox clock runs ahead of wall time.
             */
            offsetMs: number;
        };
        ClockAdvance: {
            advance: {
                /** Format: int32 */
                days?: number;
                /** Format: int32 */
                hours?: number;
                /** Format: int32 */
                minutes?: number;
            };
        };
        ClockSet: {
            /**
             * Format: date-time
             * @description New sandbox time; must be later than the current one and not later than 2099-12-31T18:29:59.999Z (the end of 2099 in India), the sandbox clock's last moment (an advance past it is refused too).
             */
            to: string;
        };
        /** @description Exactly one of an advance or a target time. */
        ClockMove: components["schemas"]["ClockAdvance"] | components["schemas"]["ClockSet"];
        ResetResult: {
            /** @enum {string} */
            status: "reset";
            /** Format: date-time */
            seededAt: string;
        };
        DemoInvestor: {
            /**
             * Format: email
             * @description The sign-in name (the pool uses e-mail as username).
             */
            email: string;
            /** @description The investor's password, shown so the tester can sign in. */
            password: string;
            /** @description The confirmed phone number, `+91XXXXXXXXXX`; its SMS are in the inbox. */
            phone: string;
            /** @description The investor's `custom:user_signup_status`, e.g. `USER_CREATED`, `VERIFIED`. */
            signupStatus: string;
            /** @description What the investor is for, for the tester. */
            description: string;
        };
        PartnerOutcome: {
            /** @description Partner name, e.g. `kyc`, `bank`, `exchange`, `payments`, `statements`, `mail`. */
            partner: string;
            /** @description Current forced outcome; `auto` follows the magic inputs. */
            outcome: string;
            /** @description Outcomes this partner accepts, `auto` first. */
            allowed: string[];
            /** @description What each outcome does and the magic inputs, for the tester. */
            description: string;
        };
        PartnerOutcomeUpdate: {
            outcome: string;
        };
        /**
         * @description A machine's file under machines/ without `.machine.ts`.
         * @example order
         * @example onboarding/pan-fetch
         */
        MachineSlug: string;
        CoverageCount: {
            /** Format: int32 */
            covered: number;
            /** Format: int32 */
            total: number;
        };
        PathCoverageSummary: {
            slug: components["schemas"]["MachineSlug"];
            /** @description The model-based suites that ran for the machine (merged by machine id). */
            suites: string[];
            /**
             * Format: int32
             * @description Paths the suites executed.
             */
            paths: number;
            states: components["schemas"]["CoverageCount"];
            transitions: components["schemas"]["CoverageCount"];
            pairs: components["schemas"]["CoverageCount"];
        };
        CoveredItem: {
            id: string;
            /** @description `suite: path` that covered it first; null when no executed path did. */
            coveredBy: string | null;
        };
        CoveredPair: {
            id: string;
            coveredBy: string | null;
            first: string;
            second: string;
            /** @description The events, from the initial state, of the shortest path that fires the pair. */
            events: string;
        };
        CoveredItems: {
            /** Format: int32 */
            covered: number;
            /** Format: int32 */
            total: number;
            items: components["schemas"]["CoveredItem"][];
        };
        CoveredPairs: {
            /** Format: int32 */
            covered: number;
            /** Format: int32 */
            total: number;
            items: components["schemas"]["CoveredPair"][];
        };
        /** @description One machine's report (machines/model/coverage-report.ts `MachineReport`). */
        MachineCoverage: {
            slug: components["schemas"]["MachineSlug"];
            /** @description The machine's id. */
            machine: string;
            suites: string[];
            /** Format: int32 */
            paths: number;
            states: components["schemas"]["CoveredItems"];
            transitions: components["schemas"]["CoveredItems"];
            /** @description Pairs the machine's context rules out, each with why; counted out of `pairs`. */
            infeasiblePairs?: {
                id: string;
                why: string;
            }[];
            pairs: components["schemas"]["CoveredPairs"];
        };
        MutantOutcome: {
            /** Format: int32 */
            index: number;
            /**
             * @example retarget
             * @example drop-guard
             * @example swap-branches
             * @example drop-action
             */
            kind: string;
            description: string;
            /**
             * @description `stillborn`: the mutated config makes no machine, so it is not scored.
             * @enum {string}
             */
            verdict: "killed" | "survived" | "stillborn";
            /** @description The test that killed it, or why a survivor is harmless. */
            by: string;
        };
        /** @description One machine's mutation score (machines/model/mutation-report.ts). */
        MutationReport: {
            slug: components["schemas"]["MachineSlug"];
            machine: string;
            moneyMoving: boolean;
            suites: string[];
            /** @description Whether the machine has its spec table. */
            table: boolean;
            /**
             * Format: int32
             * @description Scored mutants (stillborn ones left out).
             */
            mutants: number;
            /** Format: int32 */
            killed: number;
            outcomes: components["schemas"]["MutantOutcome"][];
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
        /**
         * @description A sandbox control sent as anything but `application/json` (`UNSUPPORTED_MEDIA_TYPE`),
         *     refused before anything runs, so a form on another site cannot work it.
         */
        NotJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A form post to a sandbox partner page from another site (`CROSS_SITE_REQUEST`): only the
         *     page's own origin may send it.
         */
        CrossSite: {
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
        /** @description The random token of a mandate link or an ELOG `authurl`. */
        PartnerPageToken: string;
        /** @description Where the bank returns the investor; must be this server's own /dashboard address. */
        DashboardRedirect: string;
        /** @description The registration's token from the e-mail verification's `authurl`. */
        ExchangeAuthToken: string;
        /** @description The user-service order id being paid. */
        NetBankingOrderId: number;
        /**
         * @description The payment's random reference, carried by the page the gateway returned: without it
         *     nobody can settle another investor's payment. A reference that is not the order's
         *     latest net-banking payment answers 404.
         */
        NetBankingRef: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getInbox: {
        parameters: {
            query: {
                /** @description Recipient e-mail or phone. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    moveClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockMove"];
            };
        };
        responses: {
            /** @description The clock after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["NotJson"];
            /**
             * @description The clock moved, but work it made due is not done (`WORK_PENDING`, beyond the spec):
             *     none of its jobs finished for a minute (no job worker running, or one stuck), a job
             *     failed, or work was still due after the last round. The message names the work and
             *     what became of it; the work stays queued and runs once a worker takes it.
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetResult"];
                };
            };
            404: components["responses"]["NotFound"];
            415: components["responses"]["NotJson"];
        };
    };
    listDemoInvestors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every demo investor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoInvestor"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listPartnerOutcomes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every partner and its current outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerOutcome"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    setPartnerOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partner: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerOutcomeUpdate"];
            };
        };
        responses: {
            /** @description The partner's entry after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerOutcome"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["NotJson"];
        };
    };
    getNetBankingPage: {
        parameters: {
            query: {
                /**
                 * @description The payment's random reference, carried by the page the gateway returned: without it
                 *     nobody can settle another investor's payment. A reference that is not the order's
                 *     latest net-banking payment answers 404.
                 */
                ref: components["parameters"]["NetBankingRef"];
            };
            header?: never;
            path: {
                /** @description The user-service order id being paid. */
                orderId: components["parameters"]["NetBankingOrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    completeNetBanking: {
        parameters: {
            query: {
                /**
                 * @description The payment's random reference, carried by the page the gateway returned: without it
                 *     nobody can settle another investor's payment. A reference that is not the order's
                 *     latest net-banking payment answers 404.
                 */
                ref: components["parameters"]["NetBankingRef"];
            };
            header?: never;
            path: {
                /** @description The user-service order id being paid. */
                orderId: components["parameters"]["NetBankingOrderId"];
                action: "pay" | "cancel";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank's result page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
        };
    };
    getExchangeAuthPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's token from the e-mail verification's `authurl`. */
                token: components["parameters"]["ExchangeAuthToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authentication page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    completeExchangeAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's token from the e-mail verification's `authurl`. */
                token: components["parameters"]["ExchangeAuthToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
        };
    };
    getMandatePage: {
        parameters: {
            query: {
                /** @description Where the bank returns the investor; must be this server's own /dashboard address. */
                redirect: components["parameters"]["DashboardRedirect"];
            };
            header?: never;
            path: {
                /** @description The random token of a mandate link or an ELOG `authurl`. */
                token: components["parameters"]["PartnerPageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    completeMandate: {
        parameters: {
            query: {
                /** @description Where the bank returns the investor; must be this server's own /dashboard address. */
                redirect: components["parameters"]["DashboardRedirect"];
            };
            header?: never;
            path: {
                /** @description The random token of a mandate link or an ELOG `authurl`. */
                token: components["parameters"]["PartnerPageToken"];
                action: "approve" | "cancel" | "fail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank's result page, for a mandate already decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Back to the dashboard with `status` and `message`. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
        };
    };
    getElogPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The random token of a mandate link or an ELOG `authurl`. */
                token: components["parameters"]["PartnerPageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ELOG page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    completeElog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The random token of a mandate link or an ELOG `authurl`. */
                token: components["parameters"]["PartnerPageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
        };
    };
    getPathCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per machine. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PathCoverageSummary"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getMachineCoverage: {
        parameters: {
            query: {
                /** @description The file under machines/ without `.machine.ts` (`order`, `onboarding/pan-fetch`). */
                machine: components["schemas"]["MachineSlug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The machine's report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MachineCoverage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getMutationScores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per machine measured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutationReport"][];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
}
