/**
 * Generated from openapi/user.yaml by scripts/generate-api.ts. Do not edit by hand:
 * change the contract and run `npm run generate:api`.
 */

export interface paths {
    "/users/kyc-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KYC status by PAN and date of birth (001 §7 POST users/kyc-status; 000 §7)
         * @description 001 §7: "pan, dob (checkKycStatus sends panNumber, formattedDob) | KYC status; response
         *     needs kyc_status". The wire names are `pan` and `dob` (yyyy-MM-dd); the client maps
         *     its panNumber/formattedDob onto them (chosen here). The PAN and date of birth are saved
         *     on the user (signup status PAN_SAVED) when the registry validates them; any other answer
         *     writes nothing. `kyc_status` VALIDATED continues to Basic Info (001 §4.2); any other
         *     value (sent without `message`) shows the 'KYC not validated or registered' modal. A
         *     registry technical failure answers 502 with code '8015' (001 §8 'Technical Issue
         *     Detected'). The PAN rule and the date of birth (a real date, at least 18 years before
         *     today on the sandbox clock) are checked as the screen checks them (400). Once the e-mail
         *     is verified, onboarding details can no longer change (409).
         *
         *     Sandbox KYC registry, magic PANs (partner `kyc` on `auto`): a PAN ending in `X` is not
         *     registered (`NOT_FOUND`), one ending in `Z` answers '8015'; every other PAN is VALIDATED.
         */
        post: operations["checkKycStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/ckyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the CKYC record for the PAN fetch screen (001 §3 "CKYC request", 001 §2.6)
         * @description 001 §3: "CKYC request: pan, email (from the session user payload), dateOfBirth
         *     (DD-MM-YYYY), consent object {ip, language, browser, os, clientTimeStamp (UTC ISO without
         *     milliseconds), location (India), screenSize (width*height)}. Response: fullName".
         *     The spec gives no path for this call; `POST /users/ckyc` is chosen here. It needs the
         *     KYC check passed (PAN_SAVED, else 409) with the same PAN and date of birth (else 422
         *     `CKYC_MISMATCH`), and `email` must be the signed-in investor's (400). Success moves the
         *     signup status to CKYC_DOWNLOAD_COMPLETED (never backwards). A PAN that is not KYC
         *     compliant answers 422 with `errors`; the client shows the first error's message, else
         *     'The provided PAN details are not KYC compliant. Please complete your KYC verification
         *     to proceed.' (001 §8).
         *
         *     Sandbox CKYC registry (partner `ckyc` on `auto`): the record's name is derived from the
         *     PAN alone (the surname starts with the PAN's 5th character); a PAN ending in `W` has no
         *     record (422 `CKYC_NOT_FOUND`).
         */
        post: operations["downloadCkyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/basicDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save basic information (001 §7 PATCH /users/basicDetail "basic info payload")
         * @description 001 §3 "Basic info payload" and 001 §5 "Basic info". Residents (taxStatus INDIVIDUAL)
         *     give the Indian address; non-residents (NRE or NRO) give the foreign address and may
         *     give the Indian one. The screen's rules are checked again (400 with field errors). Needs
         *     the CKYC record of the saved PAN downloaded (CKYC_DOWNLOAD_COMPLETED or later, and no
         *     newer KYC check of another PAN since; else 409 and nothing saved); saving again replaces
         *     the details. Success moves the signup status to BASIC_INFO (never backwards) and answers
         *     the tax status the later steps follow (the one GET users/taxStatus gives from now on: a
         *     non-individual PAN's holder type wins over the form's INDIVIDUAL). Failures show the
         *     message, else 'An issue has occurred, please try again.' (001 §8).
         */
        patch: operations["saveBasicDetail"];
        trace?: never;
    };
    "/users/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save additional information (001 §7 PATCH /users/detail "additional info payload")
         * @description 001 §3 "Additional info". The not-politically-exposed / born-in-India affirmation is a
         *     client-side gate (001 §5) and is not sent. `email` must be the signed-in investor's.
         *     Needs Basic Info saved (else 409). Success moves the signup status to ADDITIONAL_INFO
         *     (never backwards).
         */
        patch: operations["saveAdditionalDetail"];
        trace?: never;
    };
    "/users/nominee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit nominees; without `otp` sends the code, with `otp` saves (001 §7 POST /users/nominee?otp)
         * @description 001 §3: "Nominee submission payload: nomineeData (from session storage) and otp";
         *     001 §2.9: "Success (the nominee-data OTP being requested) goes to /two-factor-otp".
         *     Chosen here: the same call does both steps. Without the `otp` query the server checks
         *     the nominees and e-mails a 6-digit code (again on every call, which is also the resend,
         *     001 §2.10); with `otp` it verifies the code and saves the nominees (signup status
         *     NOMINEE_ENROLLMENT_INITIATED). A wrong code answers 422; the client shows the message,
         *     else 'OTP validation failed, please request a new one or contact support.' (001 §8).
         *
         *     Both calls check every nominee rule of 001 §5 (400 with `body.nomineeData[i].field`
         *     errors, list rules on `body.nomineeData`) and need Additional Info saved (409). The code
         *     is e-mailed to the investor (sandbox inbox), lasts 10 minutes, allows 5 wrong tries
         *     (422 `OTP_INVALID`, then `OTP_ATTEMPTS_EXCEEDED`), is used once, and a new send replaces
         *     it (`OTP_EXPIRED`, `OTP_NOT_REQUESTED`). It confirms exactly the list it was sent for:
         *     a different list answers 422 `OTP_SUBJECT_CHANGED`.
         */
        post: operations["submitNominees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/primaryAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Primary holder address for "same as primary" (001 §7 GET /users/primaryAddress)
         * @description 001 §3 "Primary-holder address (for the same-as-primary option)". 404 before Basic Info is saved.
         */
        get: operations["getPrimaryAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/bankdetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verify and save the bank account (001 §7 PATCH /users/bankdetails)
         * @description 001 §7 payload "email, accountNumber, ifsc, bankName, accountType, accountHoldings".
         *     200 means verified (signup status BANK_DETAILS_VERIFIED). A failed verification answers
         *     422; the client shows the message, else 'Bank account verification failed. Please check
         *     your details and retry.' (001 §8). For a tax status other than INDIVIDUAL, NRE or NRO a
         *     statement must have been uploaded first (`uploadStatement`), else 422 'Please upload your
         *     statement before verifying.' (001 §5 Bank). The screen's rules are checked again (400),
         *     with the account type fixed by the tax status (NRE → NRE, NRO → NRO, INDIVIDUAL →
         *     savings or current). Needs the nominees confirmed (NOMINEE_ENROLLMENT_INITIATED, else
         *     409); a failed verification writes nothing.
         *
         *     Sandbox bank verification (partner `bank` on `auto`): an account number ending in
         *     `0000` fails (422 `BANK_VERIFICATION_FAILED`); every other account is verified.
         */
        patch: operations["verifyBankDetails"];
        trace?: never;
    };
    "/users/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Send or resend the e-mail OTP (001 §7 PATCH users/email)
         * @description 001 §7 "email | send or resend e-mail OTP". Resend lock is client-side, 60 s (001 §9).
         *     `email` must be the signed-in investor's. Needs the bank account verified (else 409),
         *     and is refused (409) once the exchange registration has begun. The code lasts 10
         *     minutes, allows 5 wrong tries, is used once; a new send replaces the previous code.
         */
        patch: operations["sendEmailOtp"];
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PAN and date of birth for prefill (000 §7 GET users; 001 §7 GET users)
         * @description Both are null until the PAN step has been passed. `fullName` is the name the CKYC
         *     download gave for that PAN (001 §3 "Response: fullName"), kept with the investor so Basic
         *     Info greets them by it in any session (001 §2.7); null before the download.
         */
        get: operations["getUser"];
        /**
         * Verify the e-mail OTP; returns the exchange authentication URL (001 §7 PUT /users)
         * @description 001 §7 "email, otp | e-mail verification; response has authurl". 001 §4.2: "an OTP
         *     success response with an authurl opens a success modal; proceeding opens the auth URL in
         *     a new tab". `authurl` null means none was received ('Authentication URL not received.
         *     Please try again or contact support.', 001 §8). A wrong code answers 422 (client default
         *     'OTP verification failed. Please resend the OTP or contact customer service.').
         *
         *     Success moves the status to EMAIL_VERIFIED and opens a client registration at the
         *     sandbox exchange: `authurl` is its authentication page
         *     (`/sandbox/exchange/authenticate/{token}`, see the sandbox contract). The investor
         *     stays at EMAIL_VERIFIED until they press Complete there (then
         *     BSE_CLIENT_CREATION_INITIATED → BSE_CLIENT_CREATION_COMPLETED). Verifying again before
         *     that gives a fresh URL and retires the old one.
         */
        put: operations["verifyEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/getPhone/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a signed-up user's phone is confirmed (001 §7 GET users/getPhone/{email}, no auth)
         * @description 001 §7 "none, no auth | phone info"; 001 §7 "getPhoneInfo: email; the result is falsy
         *     when the user is not confirmed". Used after sign-up says 'User already exists' (001
         *     §4.1). Chosen here: `{ confirmed, maskedPhone }` (the caller is anonymous, so the phone
         *     is masked). 404 when no user has that e-mail.
         */
        get: operations["getPhoneInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signup status (000 §7 GET users/status "userStatus")
         * @description 000 §4.1 "Create Account resumes onboarding by fetching the status from the server".
         */
        get: operations["getUserStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/taxStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tax status (000 §7, 001 §7 GET users/taxStatus)
         * @description The Basic Info tax status (INDIVIDUAL, NRE or NRO); 404 before Basic Info is saved (the
         *     app asks only once the signup status is BASIC_INFO or later).
         *     Sandbox: a PAN whose 4th character is not `P` belongs to a non-individual holder, whose
         *     KYC record gives the status (`H` HUF, `C` COMPANY, `F` FIRM, `T` TRUST, `A` AOP, `B`
         *     BOI, `G` GOVERNMENT, `J` ARTIFICIAL_JURIDICAL_PERSON, `L` LOCAL_AUTHORITY); those
         *     investors upload a statement before the bank verification.
         */
        get: operations["getTaxStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a bank statement or cheque PDF (000 §7, 001 §7 POST users/upload "multipart file, optional password")
         * @description 000 §3 "Cheque statement upload: file and optional password"; 000 §5 and 001 §5: PDF
         *     only, at most 10 MB (10485760 bytes). A password-protected PDF without (or with a wrong)
         *     password answers 422 with code '8009' and message 'The uploaded PDF is password
         *     protected' (000 §8, 001 §8). Other failures: the message, else 'Failed to upload
         *     statement. Please try again.'
         *
         *     The file is judged by its content: it must start with `%PDF-` and end with `%%EOF`
         *     ('Please select a valid PDF file only.', 400), have a .pdf name ('Please select a PDF
         *     file with .pdf extension only.', 400) and at most 10485760 bytes ('File size should not
         *     exceed 10MB.', 413). A PDF with an /Encrypt dictionary is password protected. Needs the
         *     nominees confirmed (409 before). Accepted statements are recorded (name, size, hash).
         *
         *     Sandbox statement service (partner `statement` on `auto`): the password of every
         *     protected statement is `sanchay`; a wrong one answers '8009' again.
         */
        post: operations["uploadStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/uploadToBse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send the uploaded cheque to the exchange (000 §7 GET /users/uploadToBse "Status, Remarks")
         * @description 000 §4.4 "Cheque upload flow: ... then an 'Upload to the exchange' step; result 0 means
         *     success, anything else failure". Failure text 'Failed to upload cheque to BSE. Please try
         *     again.'; success default 'Cheque uploaded to BSE successfully.' (000 §8). 404 when no
         *     statement has been uploaded; 409 before the exchange client registration is ACTIVE.
         *     Success records `chequeUpload` UPLOADED, failure RETRY (the Statement Upload row).
         */
        get: operations["uploadChequeToExchange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/elog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start ELOG (nominee and e-log authentication) (000 §7 GET users/elog)
         * @description 000 §7 "ELOG initiation: statuscode (100 = OK), authurl, errordesc". On '100' the client
         *     opens `authurl`; otherwise it shows 'Unable to initiate ELOG. Please try again.' (000 §8).
         *     Chosen here: statuscode '101' with `errordesc` before the client registration is ACTIVE
         *     or once ELOG is already ACTIVE. Each call replaces the previous `authurl`.
         */
        get: operations["initiateElog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Delete the account permanently (001 §7 PUT /users/delete; response status 'success')
         * @description 001 §4.6 "Success (response status 'success') shows the result and goes to /signin after 2
         *     seconds". Removes every row of the investor's data and the identity-pool user, so the
         *     tokens already issued stop working and signing in with the old password fails.
         */
        put: operations["deleteAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/mandates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Autopay mandates (000 §7 GET /users/mandates)
         * @description 000 §3 "Mandate (first of the list is used)". Empty list when none is registered.
         */
        get: operations["listMandates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Retry mandate registration (000 §7 PATCH /users/mandates "retry; optional retryEmail true")
         * @description 000 §4.4 "Automatic mandate retries: at most 1". Chosen here: `retryEmail` travels in a
         *     JSON body (optional; true also e-mails the authorisation link, 000 §9 "emailed mandate
         *     authorisation up to 24 hours"), and the answer is the mandate list after the retry, so
         *     the client can show 'No mandates found. Please contact support or try again later.'
         *     (000 §8) without a second call. A new PENDING mandate on the registered bank account is
         *     made only when there is none or the newest was rejected; otherwise nothing changes.
         *     409 before the exchange client registration is ACTIVE.
         */
        patch: operations["retryMandate"];
        trace?: never;
    };
    "/users/mandates/{mandateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mandate authorisation link (000 §7 GET /users/mandates/{mandateId})
         * @description 000 §7 "mandate link (a URL; its redirect parameter is replaced with the dashboard
         *     address)". The bank returns to /dashboard with `status` (success, cancel, failure) and
         *     `message` query parameters (000 §2.7, 000 §4.4). A mandate still being processed (or
         *     already decided) answers 409; the client shows 'Mandate is under processing. Please
         *     retry after 5 minutes.'. Moves the signup status to BSE_USER_MANDATE_INITIATED.
         */
        get: operations["getMandateLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/mandates/{mandateId}/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Record the mandate authorisation outcome (000 §7 PATCH /users/mandates/{mandateId}/{status})
         * @description 000 §4.4 "Mandate return statuses from the redirect: success, cancel, failure; mapped to
         *     MANDATE_REGISTRATION_COMPLETED, MANDATE_REGISTRATION_CANCELLED, MANDATE_REGISTRATION_FAILED;
         *     the new status is sent to the server." The report is recorded against the mandate; the
         *     approval itself is only ever the bank's, so COMPLETED for a mandate the bank has not
         *     approved answers 409, and a recorded COMPLETED is never replaced (409). The signup status
         *     follows the bank's decision (BSE_USER_MANDATE_COMPLETED or _FAILED).
         */
        patch: operations["updateMandateStatus"];
        trace?: never;
    };
    "/customers/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Post-verification action (000 §7 PATCH /customers/kyc "verified true")
         * @description 000 §4.4 "When verification becomes active, the stored signup status is set to
         *     VERIFIED." The client sends `{ verified: true }`; the server moves the signup status to
         *     VERIFIED when registration, mandate and ELOG are all ACTIVE, else answers 409. The server
         *     also does so itself the moment the last of them becomes ACTIVE (the bank's approval, the
         *     exchange's ELOG page), so this call finds it done.
         */
        patch: operations["completeVerification"];
        trace?: never;
    };
    "/customers/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account verification status (000 §7 GET /customers/status "verification status fields")
         * @description 000 §3 "Verification status" with the values of 000 §4.4.
         */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paged order list (001 §7 GET /orders?pageNo&pageSize&sortBy&direction[&filter])
         * @description 001 §2.14 'Order Summary'; 001 §9 "Order list: first load page 1, size 10, sorted by id
         *     descending". Sorting and paging are done by the server. `filter` (chosen here) is a
         *     case-insensitive match on the order type or status.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a lump-sum or SIP purchase (000 §7 POST /orders/{type} "order request (section 3); reads orderId")
         * @description 000 §3 "Order request (lump sum)" / "Order request (SIP)"; the path `type` equals the
         *     body's `type`. The server e-mails a 6-digit OTP (000 §2.6 step 2). A lump sum needs
         *     registration and ELOG ACTIVE, a SIP an APPROVED mandate (000 §6); otherwise 409 with the
         *     mandate message. Failures show the message, else 'An error occurred during the
         *     transaction. Please try again.' (000 §8).
         *
         *     Idempotent (chosen here): the same `Idempotency-Key` from the same investor answers the
         *     order it first made (`otp` SENT, nothing sent again), and an identical order (same
         *     scheme, type, amount, SIP day and mandate) still awaiting its OTP, placed within the last
         *     10 minutes, is answered instead of a new one: `otp` STILL_VALID when its code can still
         *     confirm it (nothing is sent; the step says the earlier code is still valid), else a new
         *     code is e-mailed (`otp` SENT). A key reused with a different body answers 409. Amount rules (000 §5): lump sum between the scheme's minimum and maximum, SIP
         *     between the SIP minimum and maximum and a multiple of the SIP multiplier; a scheme that
         *     does not allow the purchase, or an amount outside the rules, answers 422 with the
         *     message.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/paymentStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment status of an order (000 §7 GET /orders/paymentStatus?orderId "status, remarks")
         * @description 000 §4.3 "poll status '100' means success"; polled every 10 s for up to 180 s (000 §9).
         *     Chosen here: '100' paid, '101' awaiting the payer (or no payment made yet), '102' declined
         *     or cancelled (`remarks` says why). Another investor's order answers 404.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm a purchase with the OTP (000 §7, 001 §7 PUT /orders/{orderId}/{fundId} "otp")
         * @description 000 §3 "OTP confirm: orderId, fundId, otp"; the OTP travels in the body. A wrong or
         *     expired code answers 422 (000 §8 failure panel). A code lives 10 minutes and takes at
         *     most 5 attempts (the 5th wrong one ends it; resend for a new one); a resend replaces
         *     the previous code. An order already confirmed answers 409, and so does one that lapsed
         *     (its last code expired unused: FAILED with a remark, code ORDER_LAPSED); another investor's order,
         *     or a `fundId` that is not the order's, 404. A SIP is registered on confirmation
         *     (monthly, first instalment per 000 §4.3, debited through the approved mandate).
         */
        put: operations["confirmOrder"];
        /**
         * Place a redemption — wire path POST /orders/{folioNo}/{quantity} (001 §7 "redemption; response orderId")
         * @description 001 §7 names this path `/orders/{folioNo}/{quantity}`. OpenAPI 3.1 forbids two path
         *     templates that differ only in parameter names, and `/orders/{orderId}/{fundId}` already
         *     exists, so the two segments are declared under the names of that template: **`orderId`
         *     carries the folio number and `fundId` carries the quantity**. The URL on the wire is the
         *     one the spec gives. Quantity `0.0000` redeems every unit of the folio (001 §4.3
         *     "Ticking redeem-all sets units to 0"; chosen here): every unit free of lock-in and not
         *     promised to another confirmed redemption, switch or STP/SWP instalment. Beyond the spec,
         *     the order is recorded as a redeem-all: it holds the units free when it is confirmed and
         *     redeems exactly the units free at settlement, so nothing is left behind. The server e-mails a 6-digit OTP;
         *     confirm with `confirmRedemption`. Units above the folio's available quantity answer 422
         *     ('Insufficient quantity in the selected folio. Please choose another folio.', 001 §5);
         *     below the scheme's minimum or above its maximum quantity (0: the folio quantity) 422
         *     with the limit. The folio's slashes travel as `~-` (001 §3). 001 §3 lists `fundId` in
         *     the request; it travels in the query, and may be left out when the folio holds one
         *     scheme only (a folio can hold several schemes of its fund house: then it is required,
         *     422 otherwise). The same redemption still awaiting its OTP, placed within 10 minutes,
         *     is answered instead of a new one, as purchases are: `otp` STILL_VALID while the code
         *     e-mailed then still works (nothing is sent), else SENT with a new code.
         */
        post: operations["placeRedemption"];
        /**
         * Confirm a redemption with the OTP (001 §7 DELETE /orders/{orderId}/{fundId} "confirm redemption")
         * @description 001 §7 "The redemption and switch/STP/SWP confirmations send orderId, fundId ... and
         *     otp" (its table lists the payload as "none"). The OTP travels in a JSON body, as the
         *     other confirmations' do (beyond the spec): an address is written to access logs (the
         *     load balancer's, a proxy's), so a code in it would be kept there. A request with an `otp`
         *     query parameter answers 400 `OTP_IN_ADDRESS` and confirms nothing, as every operation
         *     that does not declare one does (beyond the spec).
         *     `fundId` is the redeemed scheme. A wrong code answers 422 (001 §8 Redemption), with the
         *     purchase OTP rules (10 minutes, 5 attempts). Confirmed, the order goes to the fund
         *     house (IN_PROGRESS) and is paid at the NAV its cut-off gives once that NAV is
         *     published. When other redemptions or switches confirmed first have taken the units it
         *     needs, the order fails (FAILED, remarks say why) and the answer is 422 'Insufficient
         *     quantity in the selected folio. Please choose another folio.'. Already confirmed: 409.
         */
        delete: operations["confirmRedemption"];
        options?: never;
        head?: never;
        /**
         * Resend the order OTP (000 §7, 001 §7 PATCH /orders/{orderId}/{fundId})
         * @description 000 §3 "OTP resend: orderId, fundId". Purchases and redemptions. Resend timer 60 s (000 §9). A new code replaces the previous one; an order no longer awaiting its code answers 409.
         */
        patch: operations["resendOrderOtp"];
        trace?: never;
    };
    "/orders/migrate/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a switch order (001 §7 POST /orders/migrate/{type} "type, folioNo, amount, fundId (target)")
         * @description 001 §2.15 Switch step 3 Review "places the order and only then goes to OTP" (001 §4.4).
         *     `fundId` is the target scheme. Failure keeps the user on Review with the message, else
         *     'An error occurred during the transaction. Please try again.' (001 §8). The server
         *     enforces 001 §5 (422 with the message): the source allows switching and its value
         *     reaches its minimum redemption amount; the amount between the minimum and maximum
         *     redemption amounts and within the value free of lock-in and of other confirmed
         *     outflows ('Insufficient quantity in the selected folio. Please choose another folio.');
         *     the target of the same fund house, not the source, with switch, purchase and redemption
         *     allowed, mode DP or P and the amount within its purchase limits, else 'Switch is
         *     currently not allowed in this scheme.'. Confirmed, the switch redeems the source and
         *     buys the target at their NAVs of the same day (the later of the two cut-off dates).
         */
        post: operations["placeSwitchOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/migrate/{fundId}/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm a switch with the OTP (001 §7 PUT /orders/migrate/{fundId}/{orderId} "otp")
         * @description `fundId` is the target scheme (001 §7). The OTP travels in the body.
         */
        put: operations["confirmSwitchOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/switch/{orderId}/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resend the switch OTP (001 §7 PATCH /orders/switch/{orderId}/{fundId})
         * @description Failure: the message, else 'An error occurred during the resent otp. Please try again.' (001 §8).
         */
        patch: operations["resendSwitchOtp"];
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a confirmed order by UPI or net banking (000 §7 POST /payments "modeofpayment, id, vpaid")
         * @description 000 §3 "Payment request: modeofpayment (NODAL for net banking, or UPI), id (order id),
         *     vpaid (UPI id, UPI only). Payment response: statuscode, responsestring." 000 §4.3:
         *     statuscode '100' starts UPI polling, or for net banking `responsestring` is the bank page
         *     content the client opens in a new window; any other statuscode shows `responsestring`.
         *
         *     Only a confirmed (AUTHENTICATED) lump-sum order of the caller can be paid; another
         *     investor's order answers 404, an order in any other state (or a SIP, which its autopay
         *     mandate pays) 409. A declined payment fails the order (FAILED, the decline as
         *     `remarks`); a paid order goes IN_PROGRESS and is allotted after the cut-off.
         *
         *     Sandbox payment gateway, magic UPI ids (partner `payments` on `auto`):
         *     `success@sanchay` (and any other well-formed id) is accepted ('100') and paid by the next
         *     status poll; `pending@sanchay` is accepted and never answers, so polling times out;
         *     `failure@sanchay` is declined at once (statuscode '101' with the bank's reason); a
         *     malformed id answers statuscode '102' with 'Invalid UPI ID...'. Net banking (NODAL)
         *     answers '100' with a sandbox bank page whose Pay and Cancel buttons post to
         *     `/sandbox/netbanking/{orderId}/{action}?ref=...`.
         */
        post: operations["makePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The investor's holdings, one per folio (000 §7 GET /portfolios "list of holdings")
         * @description 000 §3 "Holding" and 001 §3 "Holding (session 'schemes', one per folio)". Values are at
         *     the latest NAV on the sandbox clock. The STP/SWP rule fields of 001 §3 (aswp*,
         *     stpFrequencies) are not repeated here: the client reads them with `getScheme`
         *     (`type=STP&type=SWP`), as 000 §7 says ("for holdings, fundId with stpType STP and swpType
         *     SWP"). Locked and unlocked values are derived by the client (001 §4.4 Folio locking).
         */
        get: operations["listHoldings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolios/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's figures (000 §2.7) and the XIRR of the whole portfolio (beyond the spec)
         * @description Beyond the spec's list of calls: the dashboard's counters (Invested Value, Current Value,
         *     Total P & L, Returns %) and doughnut rows (000 §3 "Chart rows: name, amount,
         *     percentage"; 000 §9 asset classes and top 5 funds by invested value), computed from the
         *     same holdings GET /portfolios lists, plus the annualised XIRR of the ledger's cash flows
         *     for the whole portfolio and for each fund held, and beside each the return to show
         *     (`returnFigure`: absolute under a year, XIRR from a year; issue 26). Values are at the
         *     latest NAV on the sandbox clock.
         */
        get: operations["getPortfolioSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portfolios/capital-gains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Realised capital gains of redemptions and switches (001 §2.13, §2.15) by financial year (beyond the spec)
         * @description Beyond the spec's list of calls (issue 14): every piece of a lot sold by a redemption,
         *     a switch-out or an STP or SWP instalment, matched first in first out, with its cost,
         *     proceeds (units × the NAV it was sold at) and gain, short or long term by the scheme
         *     type's holding period (docs/design-notes.md, "Lots, FIFO and capital gains"), grouped
         *     by Indian financial year (April to March), newest year first. Units inside an ELSS
         *     lock-in are never sold, so never appear. Only the investor's own sales.
         */
        get: operations["getCapitalGains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/folio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Imported external holdings (000 §7 GET mfc/folio "external holdings")
         * @description 000 §2.8 'External Portfolio' tab; empty list shows 'No external portfolio data available.'.
         */
        get: operations["listExternalHoldings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the statement service for an OTP (000 §7 POST mfc/otp "body pan, dob; response reqId, clientRefNo, otpRef")
         * @description 000 §4.5 PAN flow. `dob` is sent as yyyy-MM-dd (chosen here; the screen shows
         *     DD-MM-YYYY). The statement service (MF Central) sends the OTP, valid 10 minutes (000 §9);
         *     asking again for the same PAN and date of birth sends a new code on the same request (same references, attempts start over), another PAN replaces it. Chosen here: an investor imports their own
         *     statement, so once the account records a PAN and date of birth these must match (422
         *     `PAN_MISMATCH`). Code '8003' (422): no funds found for this PAN; the client shows the 'No
         *     Funds Purchased' modal (000 §8). 409 `RELOAD_NOT_AVAILABLE` before the next reload date;
         *     429 `TOO_MANY_CODES` when OTPs are asked too often.
         */
        post: operations["requestExternalPortfolioOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/userdetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the OTP and import the portfolio (000 §7 POST mfc/userdetail)
         * @description 000 §3 "OTP verify payload: reqId, otpRef, pan, dob, clientRefNo, enteredOtp,
         *     userSubjectReference". Every field must match the caller's own OTP request (404 for a
         *     `reqId` of nobody or of another investor, 422 `REQUEST_MISMATCH` otherwise) and
         *     `userSubjectReference` is the caller's `sub`. A wrong code answers 422 (client default
         *     'OTP verification failed. Please try again.'); 5 wrong codes end the request. Chosen
         *     here: the answer is the imported holdings and whether part of the data is delayed
         *     (000 §2.7 partial data notice). The import replaces the investor's external holdings.
         */
        post: operations["verifyExternalPortfolioOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * External portfolio reload status (000 §7 GET mfc/status "status, date, errorMessage")
         * @description 000 §3 "External portfolio reload status: status (boolean-like), date (next reload date),
         *     errorMessage". `status` true means a reload is not available yet: Refresh Portfolio is
         *     disabled and reads 'Available on dd/mm/yyyy' from `date` (000 §2.2). Sent as a JSON
         *     boolean (chosen here).
         */
        get: operations["getExternalPortfolioStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/lastUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * External portfolio last update (000 §7 GET mfc/lastUpdate "status, date, errorMessage")
         * @description Same shape as `getExternalPortfolioStatus`; `date` is the last import date (null before
         *     any import) and `status` whether an external portfolio exists (drives 'External
         *     Portfolio' vs 'Refresh Portfolio', 000 §2.2). Chosen here.
         */
        get: operations["getExternalPortfolioLastUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/cas-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The imported consolidated account statement (000 §7 GET mfc/cas-doc "external statement")
         * @description The statement PDF of the last import; 404 before any import.
         */
        get: operations["getCasDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mfc/cas-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a fresh consolidated account statement (000 §7 POST mfc/cas-request "external statement")
         * @description Chosen here, the spec shows no payload: no body; the statement service e-mails the last imported statement and `getCasDocument` serves it. 404 before any import.
         */
        post: operations["requestCasStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SIP plans, paged (001 §7 GET /sips "sipBeans plus totalElements")
         * @description 001 §9 "My Investments: page size 5; sort by createdDate descending".
         */
        get: operations["listSips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * STP plans, paged (001 §7 GET /stps "stpBeans plus totalElements")
         * @description 001 §9 "My Investments: page size 5; sort by createdDate descending".
         */
        get: operations["listStps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SWP plans, paged (001 §7 GET /swps "swpBeans plus totalElements")
         * @description 001 §9 "My Investments: page size 5; sort by createdDate descending".
         */
        get: operations["listSwps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{planId}/{type}/{transaction}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a skip (PAUSE) or cancel of a plan; sends an OTP (001 §7 POST /plans/{planId}/{type}/{transaction})
         * @description 001 §7 "transaction is PAUSE or CANCEL; a SIP cancel also carries the reason; response
         *     orderId". Only SIPs can be paused (001 §2.16 "Skip (SIP tab only...)"). A SIP cancel
         *     needs `reason` (422 'Please select a reason for cancellation.', 001 §5); other requests
         *     send no body. The answer is a SIP_PAUSE, SIP_CANCEL, STP_CANCEL or SWP_CANCEL order
         *     (INITIATED) with a code e-mailed for it; asking again for the same change while its code
         *     is live answers the same order without a new code. Disabled actions (001 §4.5: PAUSE on a
         *     plan that is not ACTIVE, whose scheme does not allow pausing or whose skips reached the
         *     scheme's pauseModCount; CANCEL on a plan not ACTIVE or PAUSED) answer 409 with the
         *     reason. Another investor's plan is 404. Failures: the message, else 'An error occurred
         *     during the transaction. Please try again.' (001 §8).
         */
        post: operations["requestPlanChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{orderId}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm a skip or cancel with the OTP (001 §7 PUT /plans/{orderId}/{type}?subType "otp")
         * @description `subType` says which change is confirmed (PAUSE for skip, CANCEL); it and `type` must
         *     match the order (404 otherwise). The OTP travels in the body (chosen here). A verified
         *     skip COMPLETES the order and the SIP reads PAUSED until its next instalment date has
         *     passed undebited (then ACTIVE again, one more skip counted). A verified cancel
         *     COMPLETES the order and the plan reads CANCEL_INITIATED until the next sandbox day,
         *     when it is CANCELLED; no instalment runs after the cancel is confirmed. A wrong or
         *     expired code is 422 with its message; a plan that changed meanwhile (say, cancelled by
         *     three failed debits) is 409. Failures: the message, else 'An error occurred during the
         *     process. Please try again.' (001 §8 Plan skip and cancel).
         */
        put: operations["confirmPlanChange"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resend the plan OTP (001 §7 PATCH /plans/{orderId}/{type})
         * @description Replaces the order's code with a new one (001 §9 "plan OTP resend wait: 60 seconds").
         *     An order no longer awaiting its code is 409. Failures: the message, else 'An error
         *     occurred during the transaction. Please try again.' (001 §8 Plan order request and resend).
         */
        patch: operations["resendPlanOtp"];
        trace?: never;
    };
    "/stps/migrate/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an STP order (001 §7 POST /stps/migrate/{type})
         * @description 001 §7 payload "type, folioNo, amount, noOfInstallment, startDate, frequencyType, fundId
         *     (target)". `startDate` is DD/MM/YYYY (001 §5 STP "Start date is sent as DD/MM/YYYY").
         *     `noOfInstallment` is 0 for DAILY (001 §4.4). Failure keeps the user on Review (001 §8).
         *     The server enforces 001 §5 in its order (422 with the message): the source offers the
         *     frequency (regOut Y, status true) and has no units under lock-in; the amount between the
         *     frequency's minimum and the lesser of its maximum and the folio's free value; the
         *     instalments; the start date within 0 and 60 days ('The selected date must be between 0
         *     and 60 days from the current date.'), a weekday for WEEKLY; the multiple ('The amount
         *     should be a multiple of {multiplier}.'); the total ('Total Transfer amount should not
         *     exceed existing total amount'); the target's STP rules ('STP is currently not allowed in
         *     this scheme.'). Confirmed, the plan is ACTIVE; each instalment date reached on the
         *     sandbox clock becomes an order (the first is this one) settled like a switch.
         */
        post: operations["placeStpOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stps/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm an STP with the OTP (001 §7 PUT /stps/{orderId} "fundId, otp")
         * @description `fundId` is the target scheme (001 §7).
         */
        put: operations["confirmStpOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stps/{orderId}/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Resend the STP OTP (001 §7 PATCH /stps/{orderId}/{fundId}) */
        patch: operations["resendStpOtp"];
        trace?: never;
    };
    "/swps/migrate/order/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an SWP order (001 §7 POST /swps/migrate/order/{type})
         * @description 001 §7 payload "type, folioNo, installmentAmount, noOfWithdrawals, startDate,
         *     frequencyType, fundId (source)". `startDate` is DD-MM-YYYY (001 §5 SWP "Start date is
         *     sent as DD-MM-YYYY"). Failure keeps the user on Review (001 §8). The server enforces
         *     001 §5 (422 with the message): SWP offered and no units under lock-in; the amount between
         *     the minimum and the lesser of the maximum and the folio's free value; the withdrawals
         *     (default 1 to 100); the start date within the scheme's gaps (default 0 and 60 days); the
         *     multiple. Confirmed, the plan is ACTIVE; each instalment date reached on the sandbox
         *     clock becomes an order (the first is this one) redeemed at that day's NAV.
         */
        post: operations["placeSwpOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swps/order/migrate/{orderId}/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm an SWP with the OTP (001 §7 PUT /swps/order/migrate/{orderId}/{fundId} "otp")
         * @description `fundId` is the source scheme (001 §7). The OTP travels in the body.
         */
        put: operations["confirmSwpOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swps/{orderId}/{fundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Resend the SWP OTP (001 §7 PATCH /swps/{orderId}/{fundId}) */
        patch: operations["resendSwpOtp"];
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
        /** @description One-time code, 6 digits (001 §9 "OTP length 6 digits everywhere"). */
        Otp: string;
        /** @description PAN, five capitals, four digits, one capital (001 §5 PAN). */
        Pan: string;
        /**
         * Format: email
         * @description E-mail address, at most 60 characters (001 §9).
         */
        Email: string;
        /** @description Indian mobile, exactly 10 digits (001 §9 "Phone 10 digits"). */
        Phone: string;
        /** @description Indian pincode, 6 digits (001 §9). */
        Pincode: string;
        /** @description Letters and spaces, at most 30 characters (001 §5; 001 §9 "Text input default max length is 30"). */
        PersonName: string;
        /** @description One address line (001 §9 "Text input default max length is 30"). */
        AddressLine: string;
        /** @description Letters and spaces (001 §5 "city (letters/spaces)"). */
        City: string;
        /** @description A calendar date written DD-MM-YYYY, where the spec fixes that format. */
        DateDmyDash: string;
        /** @description A calendar date written DD/MM/YYYY (001 §5 STP "Start date is sent as DD/MM/YYYY"). */
        DateDmySlash: string;
        /**
         * Format: int32
         * @description Order id; displayed as OS-{orderId}, zero-padded below 10 (001 §2.14).
         */
        OrderId: number;
        /**
         * Format: int32
         * @description Plan id (`id` of a plan bean, 001 §3 Plan records).
         */
        PlanId: number;
        /** @description Folio number. */
        FolioNo: string;
        /** @description A folio number in a path segment, each slash written as the two characters `~-` (001 §3 Redemption). */
        FolioNoInPath: string;
        /** @description The answer of calls whose response the client does not read beyond success (001 §4.6 "response status 'success'"). */
        Acknowledgement: {
            /** @enum {string} */
            status: "success";
            message?: string;
        };
        /**
         * @description `custom:user_signup_status` (000 §4.1): the values valid for the verification notice,
         *     plus those "also seen".
         * @enum {string}
         */
        SignupStatus: "USER_CREATED" | "PAN_SAVED" | "CKYC_SEARCH_COMPLETED" | "CKYC_DOWNLOAD_COMPLETED" | "BASIC_INFO_INITIATED" | "BASIC_INFO" | "ADDITIONAL_INFO_INITIATED" | "ADDITIONAL_INFO" | "NOMINEE_ENROLLMENT_INITIATED" | "BANK_DETAILS_SAVED" | "BANK_DETAILS_VERIFIED" | "EMAIL_VERIFIED" | "BSE_CLIENT_CREATION_INITIATED" | "BSE_CLIENT_CREATION_COMPLETED" | "BSE_CLIENT_CREATION_FAILED" | "BSE_USER_MANDATE_INITIATED" | "BSE_USER_MANDATE_COMPLETED" | "BSE_USER_MANDATE_FAILED" | "BSE_MANDATE_WAITING_APPROVAL" | "VERIFIED";
        /**
         * @description The signup status after an onboarding step (chosen here as the answer of every step, so
         *     the client can route without refreshing the token; the identity user's
         *     `custom:user_signup_status` is kept equal).
         */
        SignupProgress: {
            userStatus: components["schemas"]["SignupStatus"];
        };
        /**
         * @description Tax status (001 §3 "taxStatus (INDIVIDUAL, NRE, NRO or other)"). Values other than
         *     these three come from KYC records of non-individual investors and require a statement
         *     upload in the bank step (001 §5 Bank).
         * @example INDIVIDUAL
         * @example NRE
         * @example NRO
         */
        TaxStatus: string;
        /** @description The signup status after Basic Info and the tax status the later steps follow. */
        BasicInfoSaved: {
            userStatus: components["schemas"]["SignupStatus"];
            taxStatus: components["schemas"]["TaxStatus"];
        };
        TaxStatusResult: {
            taxStatus: components["schemas"]["TaxStatus"];
        };
        /** @description 000 §3 "KYC status request: pan, dob"; 001 §3 "KYC check request". */
        KycStatusRequest: {
            pan: components["schemas"]["Pan"];
            /**
             * Format: date
             * @description Date of birth, yyyy-MM-dd (001 §3 "formattedDob (yyyy-mm-dd)"); the person must be at least 18.
             */
            dob: string;
        };
        /** @description 001 §3 "Response: kyc_status (VALIDATED), code, message". 000 §5 "KYC status response must contain kyc_status". */
        KycStatus: {
            /**
             * @description Registry status. VALIDATED continues onboarding; the other values (chosen here after
             *     the registries' usual states) show the 'KYC not validated or registered' modal.
             * @enum {string}
             */
            kyc_status: "VALIDATED" | "REGISTERED" | "ON_HOLD" | "REJECTED" | "NOT_FOUND";
            code?: string;
            message?: string;
        };
        /** @description 001 §3 CKYC consent object. */
        CkycConsent: {
            /** @description The client's public IP (from an IP-lookup service, 001 §3). */
            ip: string;
            language: string;
            browser: string;
            os: string;
            /** @description UTC ISO-8601 without milliseconds (001 §3). */
            clientTimeStamp: string;
            /** @enum {string} */
            location: "India";
            /** @description width*height (001 §3). */
            screenSize: string;
        };
        /** @description 001 §3 "CKYC request". */
        CkycRequest: {
            pan: components["schemas"]["Pan"];
            email: components["schemas"]["Email"];
            dateOfBirth: components["schemas"]["DateDmyDash"];
            consent: components["schemas"]["CkycConsent"];
        };
        /** @description 001 §3 "Response: fullName, kept in session storage as name". */
        CkycResult: {
            fullName: string;
        };
        /**
         * @description Two-letter state code (001 §3 "Indian state options").
         * @enum {string}
         */
        IndianState: "AP" | "AR" | "AS" | "BR" | "CG" | "GA" | "GJ" | "HR" | "HP" | "JH" | "KA" | "KL" | "MP" | "MH" | "MN" | "ML" | "MZ" | "NL" | "OD" | "PB" | "RJ" | "SK" | "TN" | "TS" | "TR" | "UP" | "UK" | "WB";
        /**
         * @description Foreign address country (001 §3 "Foreign country options").
         * @enum {string}
         */
        ForeignCountry: "IN" | "US" | "GB" | "AE" | "SA" | "CA" | "AU" | "DE" | "FR" | "JP" | "CN" | "RU" | "ZA" | "SG" | "QA" | "KW" | "OM" | "NZ" | "MY" | "BH";
        /** @description 001 §3 "Basic info payload" for a resident (taxStatus INDIVIDUAL); 001 §5 Resident address rules. */
        ResidentBasicInfo: {
            /** @enum {string} */
            taxStatus: "INDIVIDUAL";
            firstName: components["schemas"]["PersonName"];
            middleName?: string;
            lastName: components["schemas"]["PersonName"];
            address1: components["schemas"]["AddressLine"];
            address2?: string;
            address3?: string;
            city: components["schemas"]["City"];
            state: components["schemas"]["IndianState"];
            pincode: components["schemas"]["Pincode"];
            /** @enum {string} */
            country: "IN";
        };
        /**
         * @description 001 §3 "Basic info payload" for a non-resident (NRE or NRO): the foreign address is
         *     required (001 §5 "Non-resident: foreign address 1, city, state, pincode and country
         *     required"); the Indian address is optional, its pincode still 6 digits when given.
         */
        NonResidentBasicInfo: {
            /** @enum {string} */
            taxStatus: "NRE" | "NRO";
            firstName: components["schemas"]["PersonName"];
            middleName?: string;
            lastName: components["schemas"]["PersonName"];
            address1?: string;
            address2?: string;
            address3?: string;
            city?: string;
            state?: components["schemas"]["IndianState"];
            pincode?: components["schemas"]["Pincode"];
            /** @enum {string} */
            country: "IN";
            foreignAddress1: components["schemas"]["AddressLine"];
            foreignAddress2?: string;
            foreignAddress3?: string;
            foreignCity: components["schemas"]["City"];
            foreignState: string;
            /** @description 001 §5 "Pincode numeric and exactly 6 characters (also when optional for a non-resident)". */
            foreignPincode: string;
            foreignCountry: components["schemas"]["ForeignCountry"];
        };
        /** @description 001 §3 "Basic info payload", by tax status. */
        BasicInfo: components["schemas"]["ResidentBasicInfo"] | components["schemas"]["NonResidentBasicInfo"];
        /** @description 001 §3 "Additional info". */
        AdditionalInfo: {
            email: components["schemas"]["Email"];
            /** @enum {string} */
            gender: "MALE" | "FEMALE" | "OTHERS";
            /** @enum {string} */
            grossAnnualIncome: "BELOW_ONE" | "ONE_AND_FIVE" | "FIVE_AND_TEN" | "TEN_AND_TWENTY_FIVE" | "TWENTY_FIVE_AND_ONE" | "ABOVE_ONE";
            /** @enum {string} */
            resident: "INDIAN";
            /** @enum {string} */
            occupation: "BUSINESS" | "PROFESSIONAL" | "SERVICES" | "RETIRED" | "STUDENT" | "HOUSEWIFE" | "AGRICULTURE" | "OTHERS";
        };
        /**
         * @description 001 §3 "Relationship values".
         * @enum {string}
         */
        NomineeRelationship: "SPOUSE" | "FATHER" | "MOTHER" | "AUNT" | "BROTHER_IN_LAW" | "FATHER_IN_LAW" | "MOTHER_IN_LAW" | "NEPHEW" | "NIECE" | "SISTER_IN_LAW" | "SON_IN_LAW" | "UNCLE" | "DAUGHTER_IN_LAW" | "BROTHER" | "SON" | "DAUGHTER" | "SISTER" | "GRAND_SON" | "GRAND_DAUGHTER" | "GRAND_FATHER" | "GRAND_MOTHER" | "OTHERS";
        /**
         * @description 001 §3 "Nominee" and 001 §5 Nominee rules. `idNumber` is a PAN (differing from the
         *     primary holder's) for idType PAN, or the last 4 digits for AADHAR. `pincode` is 6 digits
         *     for INDIVIDUAL tax status, else at most 10 characters (checked by the server against
         *     the holder's tax status). `guardianName` and `guardianPan` are required when the nominee
         *     is under 18 ('Guardian name required for minors.').
         */
        Nominee: {
            name: components["schemas"]["PersonName"];
            relationship: components["schemas"]["NomineeRelationship"];
            /** @enum {string} */
            idType: "PAN" | "AADHAR";
            idNumber: string;
            email: components["schemas"]["Email"];
            mobile: components["schemas"]["Phone"];
            address1: components["schemas"]["AddressLine"];
            address2?: string | null;
            /** @description Sent as null when empty (001 §3). */
            address3?: string | null;
            city: components["schemas"]["City"];
            pincode: string;
            /** @enum {string} */
            country: "India";
            /**
             * Format: int32
             * @description Share in whole percent; shares of all nominees total exactly 100 (001 §5).
             */
            percentage: number;
            dob: components["schemas"]["DateDmyDash"];
            guardianName?: string | null;
            guardianPan?: components["schemas"]["Pan"] | null;
        };
        /** @description 001 §3 "Nominee submission payload: nomineeData". */
        NomineeSubmission: {
            /** @description At most 3 nominees (001 §9); shares total 100; no duplicate name plus dob (001 §5). */
            nomineeData: components["schemas"]["Nominee"][];
        };
        NomineeSubmissionResult: {
            /**
             * @description OTP_SENT without `otp`; NOMINEES_SAVED with a verified `otp`.
             * @enum {string}
             */
            status: "OTP_SENT" | "NOMINEES_SAVED";
            userStatus?: components["schemas"]["SignupStatus"];
        };
        /** @description 001 §3 "Primary-holder address ... address1, address2, address3, city, pincode, country (IN means India)". */
        PrimaryAddress: {
            address1: string;
            address2: string | null;
            address3: string | null;
            city: string;
            pincode: string;
            /** @description ISO country code; IN is India. */
            country: string;
        };
        /**
         * @description 001 §3 Bank account `accountType`.
         * @enum {string}
         */
        BankAccountType: "SAVINGS_BANK" | "CURRENT_BANK" | "NRE" | "NRO";
        /** @description 001 §3 "Bank account"; 001 §5 Bank. */
        BankAccount: {
            email: components["schemas"]["Email"];
            /** @description 9 to 18 digits (001 §9). */
            accountNumber: string;
            /** @description Four capitals, zero, six alphanumerics (001 §5 Bank); 11 characters. */
            ifsc: string;
            /** @description One of the app's fixed list of Indian banks (001 §3). */
            bankName: string;
            accountType: components["schemas"]["BankAccountType"];
            /** @enum {string} */
            accountHoldings: "SINGLE_BANK_ACCOUNT" | "JOINT_BANK_ACCOUNT";
        };
        EmailRequest: {
            email: components["schemas"]["Email"];
        };
        EmailVerificationRequest: {
            email: components["schemas"]["Email"];
            otp: components["schemas"]["Otp"];
        };
        EmailVerificationResult: {
            /**
             * Format: uri
             * @description The exchange's authentication page, opened in a new tab (001 §2.12).
             */
            authurl: string | null;
            userStatus: components["schemas"]["SignupStatus"];
        };
        PhoneInfo: {
            /** @description False when the phone was never confirmed (001 §7 "falsy when the user is not confirmed"). */
            confirmed: boolean;
            /** @description The phone with all but the last 4 digits starred, e.g. `+91******3210`. */
            maskedPhone: string;
        };
        /** @description 000 §7 and 001 §7 "GET users | PAN and date of birth", with the CKYC name. */
        UserProfile: {
            pan: components["schemas"]["Pan"] | null;
            /** Format: date */
            dob: string | null;
            fullName: string | null;
        };
        /** @description 000 §3 "Cheque statement upload: file and optional password". */
        StatementUpload: {
            /** @description A PDF with a .pdf name, at most 10485760 bytes (000 §5). */
            file: string;
            /** @description Password of a protected PDF (asked after code '8009'). */
            password?: string;
        };
        /** @description 000 §7 "response Status, Remarks"; 000 §4.4 "result 0 means success". */
        ExchangeUploadResult: {
            /**
             * @description '0' is success; anything else failure.
             * @example 0
             * @example 1
             */
            Status: string;
            Remarks: string | null;
        };
        /** @description 000 §7 "ELOG initiation: statuscode (100 = OK), authurl, errordesc". */
        ElogInitiation: {
            /** @example 100 */
            statuscode: string;
            /** Format: uri */
            authurl: string | null;
            errordesc: string | null;
        };
        /**
         * @description 000 §4.3 "Mandate approval status values: APPROVED, PENDING, WAITING_FOR_MANDATE_APPROVAL,
         *     UNDER PROCESSING"; REJECTED added here for a bank rejection (000 §8 'The mandate got
         *     rejected by your bank. Please try again.').
         * @enum {string}
         */
        MandateApprovalStatus: "APPROVED" | "PENDING" | "WAITING_FOR_MANDATE_APPROVAL" | "UNDER PROCESSING" | "REJECTED";
        /** @description 000 §3 "Mandate (first of the list is used)". */
        Mandate: {
            mandateCfmId: string;
            /** @default PENDING */
            approvalStatus: components["schemas"]["MandateApprovalStatus"];
            /** @description Full account number; the client masks it (000 §2.7 "masked account number"). */
            accountNumber: string;
            bankName: string;
        };
        MandateRetry: {
            /** @description Also e-mail the authorisation link (000 §7 "optional retryEmail true"). */
            retryEmail?: boolean;
        };
        MandateLink: {
            /**
             * Format: uri
             * @description The bank authorisation page; its redirect parameter already points at /dashboard.
             */
            url: string;
        };
        /**
         * @description 000 §4.4 mapping of the redirect's success, cancel, failure.
         * @enum {string}
         */
        MandateRegistrationStatus: "MANDATE_REGISTRATION_COMPLETED" | "MANDATE_REGISTRATION_CANCELLED" | "MANDATE_REGISTRATION_FAILED";
        /**
         * @description 000 §4.4 "Registration, mandate approval and nominee/ELOG approval each take ACTIVE, FAILED or IN_PROGRESS".
         * @enum {string}
         */
        VerificationStepStatus: "ACTIVE" | "FAILED" | "IN_PROGRESS";
        /**
         * @description 000 §3 "Verification status". `regStatus` is the exchange client registration,
         *     `mandateStatus` the mandate approval, `approvalStatus` the nominee/ELOG approval;
         *     `chequeUpload` RETRY shows the Statement Upload row (000 §2.7).
         */
        VerificationStatus: {
            active: boolean;
            regStatus: components["schemas"]["VerificationStepStatus"];
            approvalStatus: components["schemas"]["VerificationStepStatus"];
            taxStatus: components["schemas"]["TaxStatus"];
            /** @description RETRY or another value (000 §4.4). */
            chequeUpload: string | null;
            userStatus: components["schemas"]["SignupStatus"];
            mandateStatus: components["schemas"]["VerificationStepStatus"];
            /** @description 000 §4.4 "actionButton takes AUTHORIZE, RESEND or RETRY". */
            actionButton: ("AUTHORIZE" | "RESEND" | "RETRY") | null;
            /** @description Exchange client code (UCC). */
            clientCode: string | null;
            /** Format: date-time */
            modifiedDate: string | null;
        };
        KycCompletion: {
            /** @enum {boolean} */
            verified: true;
        };
        /**
         * @description 000 §3 order request `type`.
         * @enum {string}
         */
        PurchaseType: "LUMP_SUM" | "SIP";
        /** @description 000 §3 "Order request (lump sum): type (LUMP_SUM), amount, schemeCode, fundId, mandateId". */
        LumpSumOrderRequest: {
            /** @enum {string} */
            type: "LUMP_SUM";
            amount: components["schemas"]["Amount"];
            schemeCode: string;
            fundId: components["schemas"]["FundId"];
            /** @description The first mandate's `mandateCfmId`; null when the investor has none (a lump sum is paid by UPI or net banking). */
            mandateId: string | null;
        };
        /**
         * @description 000 §3 "Order request (SIP): type (SIP), amount, fundId, frequencyType (MONTHLY),
         *     mandateId, sipStartDate (day of month), schemeCode". 000 §5: start day 1 to 28.
         */
        SipOrderRequest: {
            /** @enum {string} */
            type: "SIP";
            amount: components["schemas"]["Amount"];
            fundId: components["schemas"]["FundId"];
            /** @enum {string} */
            frequencyType: "MONTHLY";
            mandateId: string;
            /**
             * Format: int32
             * @description Day of month (000 §2.6 "only 1 to 28 are selectable").
             */
            sipStartDate: number;
            schemeCode: string;
            /**
             * @description Beyond the spec (issue 15): an optional yearly step-up. Left out or null: the
             *     instalment stays the same. Refused with 422 and the message of
             *     domain/plans/step-up.ts (`stepUpError`, the form's check too) when a fixed step is not
             *     above 0 or not a multiple of the scheme's SIP multiplier, when the percentage is not
             *     1 to 100, or when the cap is not above the amount, above the scheme's SIP maximum or
             *     not a multiple of the multiplier.
             */
            stepUp?: components["schemas"]["SipStepUp"] | null;
        };
        /**
         * @description Beyond the spec (issue 15): a SIP's yearly step-up. On each anniversary of the first
         *     instalment (the instalment dated 12, 24… months after it) the instalment grows by `value`
         *     rupees (AMOUNT) or by `value` percent of the instalment before it (PERCENTAGE, rounded
         *     down to the scheme's multiplier), never beyond `cap`.
         */
        SipStepUp: {
            /** @enum {string} */
            type: "AMOUNT" | "PERCENTAGE";
            /** @description Rupees added each year (AMOUNT), or the yearly percentage, 1.00 to 100.00 (PERCENTAGE). */
            value: components["schemas"]["Amount"];
            /** @description The largest instalment the step-up may reach (above the SIP amount, at most the scheme's SIP maximum). */
            cap: components["schemas"]["Amount"];
        };
        /** @description 000 §3 order request, by `type`. */
        OrderRequest: components["schemas"]["LumpSumOrderRequest"] | components["schemas"]["SipOrderRequest"];
        /** @description 000 §3 "Order response: orderId"; 001 §3 "An order response carries orderId". */
        OrderReference: {
            orderId: components["schemas"]["OrderId"];
        };
        /** @description 000 §3 "Order response: orderId", and what the OTP step says about the code. */
        PlacedOrder: {
            orderId: components["schemas"]["OrderId"];
            /**
             * @description SENT: a code was e-mailed for this order (by this submission, or by the one its
             *     Idempotency-Key repeats). STILL_VALID: the same order placed minutes ago is answered,
             *     and the code e-mailed then still confirms it; nothing was sent. Purchases,
             *     redemptions, switches, STPs and SWPs answer alike.
             * @enum {string}
             */
            otp: "SENT" | "STILL_VALID";
        };
        OtpConfirmation: {
            otp: components["schemas"]["Otp"];
        };
        /**
         * @description Kind of order in the order list (chosen here; 001 §2.14 "order type").
         * @enum {string}
         */
        OrderType: "LUMP_SUM" | "SIP" | "REDEEM" | "SWITCH" | "STP" | "SWP" | "SIP_PAUSE" | "SIP_CANCEL" | "STP_CANCEL" | "SWP_CANCEL";
        /**
         * @description Order status shown as a badge (001 §2.14; 001 §3 "Order status values: COMPLETED,
         *     FAILED, INITIATED, IN_PROGRESS (shown 'In Progress'), AUTHENTICATED; others in a neutral
         *     style"): INITIATED (placed, OTP not yet verified), AUTHENTICATED (OTP verified; a lump
         *     sum awaits payment, a SIP its first instalment date), IN_PROGRESS (paid, sent to the
         *     exchange, awaiting allotment), COMPLETED (units allotted), FAILED (payment declined or
         *     exchange rejection; `remarks` says why), CANCELLED (chosen here for plan cancellations).
         * @enum {string}
         */
        OrderStatus: "INITIATED" | "AUTHENTICATED" | "IN_PROGRESS" | "COMPLETED" | "FAILED" | "CANCELLED";
        /** @description Answer of OTP confirmations; 001 §7 "the success response content is not used". */
        OrderConfirmation: {
            orderId: components["schemas"]["OrderId"];
            status: components["schemas"]["OrderStatus"];
        };
        /**
         * @description One row of 'Order Summary' (001 §2.14). The scheme name and type are looked up by
         *     `fundId` (001 §8 "Scheme name lookup failure in the order list | scheme shown as
         *     'Unknown'"). `amount` or `quantity` may be null ("if only quantity exists, the quantity is
         *     shown ...; if neither, 0.00").
         *
         *     Beyond the spec (issue 30): `schemeName` and `schemeType` are the scheme's, read with the
         *     list, so Order Status shows a page of orders without a Scheme details call per fund; both
         *     are null when the catalogue has no such scheme, which the app shows as 'Unknown'.
         */
        OrderListRow: {
            orderId: components["schemas"]["OrderId"];
            fundId: components["schemas"]["FundId"];
            /** @description Beyond the spec (issue 30). The scheme's name, as Scheme details gives it; null when the scheme is unknown. */
            schemeName: string | null;
            /** @description Beyond the spec (issue 30). The scheme's type, as Scheme details gives it; null when the scheme is unknown. */
            schemeType: components["schemas"]["SchemeType"] | null;
            orderType: components["schemas"]["OrderType"];
            amount: components["schemas"]["Amount"] | null;
            quantity: components["schemas"]["Units"] | null;
            status: components["schemas"]["OrderStatus"];
            /** @description Shown by the info icon; null shows 'Redemption Authentication Not Received' (001 §2.14). */
            remarks: string | null;
            /**
             * Format: date-time
             * @description 001 §3 "placedOn (UTC timestamp)", ISO-8601 UTC; shown in the browser's time zone.
             */
            placedOn: string;
        };
        /** @description Chosen here (the spec does not name the list key) after the catalogue's page shape. */
        OrderListResponse: {
            /** Format: int32 */
            totalElements: number;
            /** Format: int32 */
            currentPage: number;
            /** Format: int32 */
            perPage: number;
            orders: components["schemas"]["OrderListRow"][];
        };
        UpiPaymentRequest: {
            /** @enum {string} */
            modeofpayment: "UPI";
            id: components["schemas"]["OrderId"];
            /**
             * @description UPI id, e.g. `name@bank` (000 §5 "UPI ID required"). Its format is judged by the
             *     payment gateway, which answers a malformed id with a statuscode other than '100' and a
             *     `responsestring` the dialog shows (000 §4.3).
             */
            vpaid: string;
        };
        NetBankingPaymentRequest: {
            /** @enum {string} */
            modeofpayment: "NODAL";
            id: components["schemas"]["OrderId"];
        };
        /** @description 000 §3 "Payment request", by `modeofpayment`. */
        PaymentRequest: components["schemas"]["UpiPaymentRequest"] | components["schemas"]["NetBankingPaymentRequest"];
        /** @description 000 §3 "Payment response: statuscode, responsestring". */
        PaymentResponse: {
            /**
             * @description '100' is accepted (000 §4.3).
             * @example 100
             */
            statuscode: string;
            /** @description For net banking with '100', the HTML of the bank page to open; otherwise the message to show. */
            responsestring: string;
        };
        /** @description 000 §3 "Payment status request: orderId; response status, remarks". */
        PaymentStatus: {
            /**
             * @description '100' means paid (000 §4.3).
             * @example 100
             */
            status: string;
            remarks: string | null;
        };
        /** @description 000 §3 "Holding" with 001 §3's lockInAmount and type; one per folio. */
        Holding: {
            fundId: components["schemas"]["FundId"];
            schemeName: string;
            schemeType: components["schemas"]["SchemeType"];
            isin: components["schemas"]["FundId"];
            /** @description How the folio was bought; SIP shows a tag (001 §3). */
            type: components["schemas"]["PurchaseType"];
            /** @description Invested value. */
            amount: components["schemas"]["Amount"];
            quantity: components["schemas"]["Units"];
            nav: components["schemas"]["Nav"];
            /** @description quantity × nav, rounded to 2 decimals (001 §9). */
            currentValue: components["schemas"]["Amount"];
            /** @description Return percentage, 2 decimals; 0.00 when nothing is invested (001 §9). */
            returns: components["schemas"]["Amount"];
            gainLoss: components["schemas"]["Amount"];
            /** @description Units still under lock-in. */
            lockInQuantity: components["schemas"]["Units"];
            /** @description nav × lockInQuantity, 2 decimals (001 §4.4 Folio locking). */
            lockInAmount: components["schemas"]["Amount"];
            /**
             * @description Beyond the spec: units promised to redemptions, switches and STP/SWP instalments of this
             *     scheme in this folio that have gone to the fund house and are not settled yet. They
             *     cannot be promised again, so what can be redeemed, switched, transferred or withdrawn
             *     is quantity − lockInQuantity − pendingQuantity.
             */
            pendingQuantity: components["schemas"]["Units"];
            bankName: string;
            ifsc: string;
            accountType: components["schemas"]["BankAccountType"];
            accountNo: string;
            folio: components["schemas"]["FolioNo"];
            minimumRedemptionQty: components["schemas"]["Units"];
            maximumRedemptionQty: components["schemas"]["Units"];
            minimumRedemptionAmount: components["schemas"]["Amount"];
            maximumRedemptionAmount: components["schemas"]["Amount"];
            redemptionAmountMultiple: components["schemas"]["Amount"];
            switchFlag: components["schemas"]["YesNo"];
            redemptionAllowed: components["schemas"]["YesNo"];
            amcCode: string;
            /**
             * @description Y while any unit of the folio is locked in (000 §3 "lockinPeriodFlag (Y/N, default N)").
             * @default N
             */
            lockinPeriodFlag: components["schemas"]["YesNo"];
            /**
             * Format: int32
             * @description Lock-in period of the scheme in days.
             */
            lockinPeriod: number;
            xirr: components["schemas"]["Xirr"];
            returnFigure: components["schemas"]["ReturnFigure"];
        };
        /**
         * @description Beyond the spec: the annualised internal rate of return of the ledger's cash flows
         *     (purchases paid in, redemption proceeds and today's value paid out), as a percentage with
         *     2 decimals. Null when it is undefined: less than a day of history, flows that never
         *     change sign, no solution, or a NAV that could not be found. Screens show `returnFigure`,
         *     which is this rate only once the money has been invested for a year (issue 26).
         */
        Xirr: components["schemas"]["Amount"] | null;
        /**
         * @description Beyond the spec (issue 26): the return a screen shows for a holding, a fund or the
         *     portfolio, following the fund industry's convention (AMFI / SEBI performance disclosure:
         *     under one year an absolute return, from one year annualised). The kind is decided by the
         *     age of the selection's money: fewer than 365 days from its first ledger cash flow to the
         *     sandbox day gives ABSOLUTE, (money received + today's value − money paid in) ÷ money paid
         *     in × 100 with one day's flows netted; from 365 days XIRR, the same figure as `xirr`.
         */
        ReturnFigure: {
            /**
             * @description ABSOLUTE is labelled 'Absolute return', XIRR 'XIRR'.
             * @enum {string}
             */
            kind: "ABSOLUTE" | "XIRR";
            /** @description A percentage with 2 decimals; null when undefined (no NAV, nothing paid in, or no XIRR). */
            percent: components["schemas"]["Amount"] | null;
        };
        /** @description 000 §3 "Chart rows". */
        ChartRow: {
            name: string;
            amount: components["schemas"]["Amount"];
            /** @description Share of the chart's total, 2 decimals. */
            percentage: components["schemas"]["Amount"];
        };
        FundXirr: {
            fundId: components["schemas"]["FundId"];
            xirr: components["schemas"]["Xirr"];
            returnFigure: components["schemas"]["ReturnFigure"];
        };
        /** @description The dashboard's counters and charts (000 §2.7) with the portfolio's XIRR. */
        PortfolioSummary: {
            /**
             * Format: date
             * @description The sandbox day the holdings are valued on.
             */
            asOn: string;
            invested: components["schemas"]["Amount"];
            currentValue: components["schemas"]["Amount"];
            gainLoss: components["schemas"]["Amount"];
            /** @description gainLoss ÷ invested × 100, 2 decimals; 0.00 when nothing is invested. */
            returns: components["schemas"]["Amount"];
            xirr: components["schemas"]["Xirr"];
            returnFigure: components["schemas"]["ReturnFigure"];
            /** @description Invested value by class, in the order Equity, Debt, ELSS, Hybrid, Other; classes with nothing invested left out. */
            assetAllocation: components["schemas"]["ChartRow"][];
            /** @description The 5 funds with the largest invested value, largest first; shares of those 5. */
            topFunds: components["schemas"]["ChartRow"][];
            /** @description XIRR and return figure of each fund held, all its folios together, in the order of GET /portfolios. */
            funds: components["schemas"]["FundXirr"][];
        };
        /** @description Beyond the spec: the capital-gains statement (GET /portfolios/capital-gains). */
        CapitalGains: {
            /**
             * Format: date
             * @description The sandbox day the statement was made on.
             */
            asOn: string;
            years: components["schemas"]["CapitalGainsYear"][];
        };
        CapitalGainsYear: {
            tax: components["schemas"]["CapitalGainsTax"];
            /** @description April to March, e.g. 2025-26. */
            financialYear: string;
            shortTermGain: components["schemas"]["Amount"];
            longTermGain: components["schemas"]["Amount"];
            proceeds: components["schemas"]["Amount"];
            cost: components["schemas"]["Amount"];
            rows: components["schemas"]["RealisedGain"][];
        };
        /** @description Beyond the spec (issue 31, a contract extension): the year's estimated capital gains tax on what was sold here (domain/tax/capital-gains-tax.ts): sections 111A, 112 and 112A at the rates for each sale's date, the 112A exemption, losses set off and carried into the next year (sections 70 and 74), 4% cess included, surcharge not. Gains taxed at the investor's slab rate (specified funds, other funds' short-term gains) and other funds' long-term gains before 23 July 2024 are not estimated (notEstimated). */
        CapitalGainsTax: {
            exemption: components["schemas"]["Amount"];
            exemptionUsed: components["schemas"]["Amount"];
            exemptionLeft: components["schemas"]["Amount"];
            estimatedTax: components["schemas"]["Amount"];
            notEstimated: components["schemas"]["Amount"];
            shortTermLossCarriedForward: components["schemas"]["Amount"];
            longTermLossCarriedForward: components["schemas"]["Amount"];
        };
        /** @description One piece of a lot sold. */
        RealisedGain: {
            financialYear: string;
            fundId: components["schemas"]["FundId"];
            schemeName: string;
            schemeType: components["schemas"]["SchemeType"];
            folio: components["schemas"]["FolioNo"];
            /** @description OS-{orderId} of the order that sold the units. */
            orderRef: string | null;
            /** Format: date */
            acquiredOn: string;
            /** Format: date */
            soldOn: string;
            /** Format: int32 */
            daysHeld: number;
            units: components["schemas"]["Units"];
            cost: components["schemas"]["Amount"];
            saleNav: components["schemas"]["Nav"];
            proceeds: components["schemas"]["Amount"];
            gain: components["schemas"]["Amount"];
            /** @enum {string} */
            term: "SHORT" | "LONG";
        };
        /**
         * @description One folio from the consolidated account statement (001 §3 "extschemes (external
         *     holdings; amount and currentValue)"); shown with the holdings table's columns (000 §2.8).
         *     Fields beyond amount and currentValue chosen here.
         */
        ExternalHolding: {
            isin: components["schemas"]["FundId"] | null;
            schemeName: string;
            amcName: string;
            folio: string;
            quantity: components["schemas"]["Units"];
            nav: components["schemas"]["Nav"];
            /** @description Invested value. */
            amount: components["schemas"]["Amount"];
            currentValue: components["schemas"]["Amount"];
            gainLoss: components["schemas"]["Amount"];
            /**
             * Format: date
             * @description Statement date of these values.
             */
            asOn: string;
        };
        /** @description 000 §7 "POST mfc/otp | body pan, dob"; 000 §5 External portfolio PAN. */
        ExternalPortfolioOtpRequest: {
            pan: components["schemas"]["Pan"];
            /** Format: date */
            dob: string;
        };
        /** @description 000 §3 "External portfolio request and response: reqId, clientRefNo, otpRef". */
        ExternalPortfolioOtpReference: {
            reqId: string;
            clientRefNo: string;
            otpRef: string;
        };
        /** @description 000 §3 "OTP verify payload: reqId, otpRef, pan, dob, clientRefNo, enteredOtp, userSubjectReference". */
        ExternalPortfolioOtpVerification: {
            reqId: string;
            otpRef: string;
            pan: components["schemas"]["Pan"];
            /** Format: date */
            dob: string;
            clientRefNo: string;
            enteredOtp: components["schemas"]["Otp"];
            /** @description The signed-in user's subject (`sub` of the token). */
            userSubjectReference: string;
        };
        /** @description The answer of mfc/userdetail (chosen here). */
        ExternalPortfolioImport: {
            holdings: components["schemas"]["ExternalHolding"][];
            /** @description Some fund houses' data is delayed (000 §2.7 partial data delay notice); a later reload brings it. */
            partial: boolean;
        };
        /** @description 000 §3 "External portfolio reload status: status (boolean-like), date (next reload date), errorMessage". */
        ExternalPortfolioStatus: {
            status: boolean;
            /** Format: date */
            date: string | null;
            errorMessage: string | null;
        };
        /**
         * @description Path and body `type` of a switch order (chosen here; the spec shows no value).
         * @enum {string}
         */
        SwitchType: "SWITCH";
        /**
         * @description Path and body `type` of an STP order (chosen here).
         * @enum {string}
         */
        StpType: "STP";
        /**
         * @description Path and body `type` of an SWP order (chosen here).
         * @enum {string}
         */
        SwpType: "SWP";
        /** @description 001 §7 "type, folioNo, amount, fundId (target)"; 001 §5 Switch flow. */
        SwitchOrderRequest: {
            type: components["schemas"]["SwitchType"];
            folioNo: components["schemas"]["FolioNo"];
            amount: components["schemas"]["Amount"];
            /** @description Target scheme. */
            fundId: components["schemas"]["FundId"];
            /**
             * @description Source scheme (chosen here: 001 §7 names no source, and a folio can hold several
             *     schemes of its fund house). May be left out when the folio holds one scheme besides
             *     the target; otherwise required (422).
             */
            fromFundId?: components["schemas"]["FundId"];
            /**
             * @description Beyond the spec: a whole-folio switch (switch-all unticked, 001 §4.4, with `amount` the
             *     folio's total as the spec sends it). The order holds every unit free when it is
             *     confirmed and, at settlement, switches exactly the units free then, whatever the NAV
             *     did, so nothing is left behind; its amount becomes what those units fetched. Left
             *     out or false: a switch of the amount.
             */
            allUnits?: boolean;
        };
        /** @description 001 §7 "type, folioNo, amount, noOfInstallment, startDate, frequencyType, fundId (target)"; 001 §5 STP flow. */
        StpOrderRequest: {
            type: components["schemas"]["StpType"];
            folioNo: components["schemas"]["FolioNo"];
            /** @description Instalment amount. */
            amount: components["schemas"]["Amount"];
            /**
             * Format: int32
             * @description 0 for DAILY (001 §4.4).
             */
            noOfInstallment: number;
            startDate: components["schemas"]["DateDmySlash"];
            frequencyType: components["schemas"]["StpFrequency"];
            /** @description Target scheme. */
            fundId: components["schemas"]["FundId"];
            /** @description Source scheme, as in SwitchOrderRequest (chosen here). */
            fromFundId?: components["schemas"]["FundId"];
        };
        /** @description 001 §7 "PUT /stps/{orderId} | fundId, otp". */
        StpConfirmation: {
            /** @description Target scheme. */
            fundId: components["schemas"]["FundId"];
            otp: components["schemas"]["Otp"];
        };
        /**
         * @description 001 §7 "type, folioNo, installmentAmount, noOfWithdrawals, startDate, frequencyType,
         *     fundId (source)"; 001 §5 SWP flow. The SWP wizard offers no frequency choice and sends
         *     MONTHLY.
         */
        SwpOrderRequest: {
            type: components["schemas"]["SwpType"];
            folioNo: components["schemas"]["FolioNo"];
            installmentAmount: components["schemas"]["Amount"];
            /**
             * Format: int32
             * @description 001 §5 "Installment ... min aswpMinInstallment (default 1); max aswpMaxInstallment (default 100)".
             */
            noOfWithdrawals: number;
            startDate: components["schemas"]["DateDmyDash"];
            frequencyType: components["schemas"]["StpFrequency"];
            /** @description Source scheme. */
            fundId: components["schemas"]["FundId"];
        };
        /** @enum {string} */
        PlanType: "SIP" | "STP" | "SWP";
        /**
         * @description 001 §7 "transaction is PAUSE or CANCEL" (skip is PAUSE).
         * @enum {string}
         */
        PlanTransaction: "PAUSE" | "CANCEL";
        /**
         * @description 001 §3 "Cancel reasons (code, label): GA Goal Achieved; IDIE I have decided to invest
         *     elsewhere; NCMV Not comfortable with market volatility; SNP Scheme not performing; OTH
         *     Others."
         * @enum {string}
         */
        SipCancelReasonCode: "GA" | "IDIE" | "NCMV" | "SNP" | "OTH";
        /** @description Body of a SIP cancel request (001 §7 "a SIP cancel also carries the reason"). */
        PlanCancelReason: {
            reason: components["schemas"]["SipCancelReasonCode"];
        };
        /**
         * @description 001 §4.5 plan statuses.
         * @enum {string}
         */
        PlanStatus: "ACTIVE" | "PENDING_CONFIRMATION" | "CANCEL_INITIATED" | "PAUSED" | "CANCELLED" | "INACTIVE";
        /** @description 001 §3 "Plan records — SIP"; the scheme name, pauseFlag and pauseModCount come from `getScheme`. */
        SipBean: {
            id: components["schemas"]["PlanId"];
            fundId: components["schemas"]["FundId"];
            /** @description The instalment amount the SIP was started with. */
            amount: components["schemas"]["Amount"];
            status: components["schemas"]["PlanStatus"];
            /**
             * Format: date
             * @description Next instalment date; shown only when ACTIVE (001 §2.16). While PAUSED it is the
             *     skipped instalment's date; null once CANCEL_INITIATED or CANCELLED.
             */
            dueDate: string | null;
            /**
             * Format: int32
             * @description Instalments skipped so far (Skip is disabled once it reaches the scheme's pauseModCount, 001 §4.5).
             */
            pausedCount: number;
            /** @description The scheme allows pausing (its sipDetails.pauseFlag is Y) and the SIP is still running. */
            pauseEnabled: boolean;
            /** @description The SIP is still running (ACTIVE or PAUSED). */
            cancelEnabled: boolean;
            /**
             * Format: date-time
             * @description When the SIP was registered (the list's default sort, 001 §9).
             */
            createdDate: string;
            /** @description Beyond the spec (issue 15) — the amount of the next instalment, the step-up applied. */
            nextAmount: components["schemas"]["Amount"];
            /** @description Beyond the spec (issue 15) — the yearly step-up chosen when the SIP was started, or null. */
            stepUp: components["schemas"]["SipStepUp"] | null;
            /**
             * Format: date
             * @description Beyond the spec (issue 15) — the first instalment date the next step-up applies to; null without a step-up or once the cap is reached.
             */
            nextStepUpDate: string | null;
            /**
             * Format: int32
             * @description Mandate debits failed in a row since the last paid one; the third cancels the SIP (CANCELLED with 3).
             */
            failedDebits: number;
        };
        /**
         * @description 001 §3 "Plan records — STP". `pauseEnabled` is always false (Skip is on the SIP tab only,
         *     001 §2.16). A plan whose instalments have all run reads INACTIVE.
         */
        StpBean: {
            /**
             * Format: date-time
             * @description When the STP was registered (the list's default sort, 001 §9).
             */
            createdDate: string;
            id: components["schemas"]["PlanId"];
            fromFundId: components["schemas"]["FundId"];
            toFundId: components["schemas"]["FundId"];
            /** @description The amount of each instalment. */
            amount: components["schemas"]["Amount"];
            /**
             * @description Beyond the spec (issue 26): how often the STP runs. A DAILY STP has no number of
             *     instalments; it runs every business day (Monday to Friday) until it is cancelled or
             *     the folio runs out, and its card says so.
             */
            frequency: components["schemas"]["StpFrequency"];
            status: components["schemas"]["PlanStatus"];
            /** Format: date */
            dueDate: string | null;
            /** Format: int32 */
            pausedCount: number;
            pauseEnabled: boolean;
            cancelEnabled: boolean;
        };
        /**
         * @description 001 §3 "Plan records — SWP: id, fundId, amount, status, dueDate"; `cancelEnabled` added
         *     here because Cancel depends on it for every tab (001 §4.5, 001 §6).
         */
        SwpBean: {
            /**
             * Format: date-time
             * @description When the SWP was registered (the list's default sort, 001 §9).
             */
            createdDate: string;
            id: components["schemas"]["PlanId"];
            fundId: components["schemas"]["FundId"];
            amount: components["schemas"]["Amount"];
            status: components["schemas"]["PlanStatus"];
            /** Format: date */
            dueDate: string | null;
            cancelEnabled: boolean;
        };
        SipPage: {
            sipBeans: components["schemas"]["SipBean"][];
            /** Format: int32 */
            totalElements: number;
        };
        StpPage: {
            stpBeans: components["schemas"]["StpBean"][];
            /** Format: int32 */
            totalElements: number;
        };
        SwpPage: {
            swpBeans: components["schemas"]["SwpBean"][];
            /** Format: int32 */
            totalElements: number;
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
        /**
         * @description The request is well formed but the account or order is not in a state that allows it
         *     (`CONFLICT`), e.g. a mandate still under processing or a plan action that is disabled.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A business rule or a partner rejected the request: wrong OTP, insufficient units,
         *     failed bank verification, or a spec partner code ('8003', '8009').
         */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many one-time codes asked for (`TOO_MANY_CODES`): the same code again within 30 s,
         *     more than 10 sends of it in an hour, or more than 30 codes of one purpose in an hour.
         *     `message` says how long to wait, and `Retry-After` gives it in seconds. Nothing changed.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds until a code may be sent again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A partner system failed (e.g. code '8015' from the KYC registry, 001 §8 'Technical Issue Detected'). */
        PartnerFailure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Zero-based page number (001 §7 "pageNo (zero-based)"). */
        PageNo: number;
        /** @description Rows per page (001 §9 "Order list ... size 10"). */
        OrderPageSize: number;
        /** @description Cards per page (001 §9 "My Investments: page size 5"). */
        PlanPageSize: number;
        /** @description Sort field (001 §9 "sort by createdDate descending"). */
        PlanSortBy: "createdDate" | "dueDate" | "id";
        /** @description Sort direction; lists of orders and plans default to newest first. */
        DirectionDesc: "ASC" | "DESC";
        Filter: string;
        /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
        OrderIdPath: components["schemas"]["OrderId"];
        /** @description The scheme's ISIN (the fund id). */
        FundIdPath: components["schemas"]["FundId"];
        /** @description The mandate's `mandateCfmId`. */
        MandateId: string;
        PlanTypePath: components["schemas"]["PlanType"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkKycStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycStatusRequest"];
            };
        };
        responses: {
            /** @description The registry's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["PartnerFailure"];
        };
    };
    downloadCkyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CkycRequest"];
            };
        };
        responses: {
            /** @description The downloaded record's name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CkycResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    saveBasicDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BasicInfo"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicInfoSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    saveAdditionalDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdditionalInfo"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    submitNominees: {
        parameters: {
            query?: {
                /** @description The 6-digit code from the e-mail (001 §9 "OTP length 6 digits everywhere"). */
                otp?: components["schemas"]["Otp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NomineeSubmission"];
            };
        };
        responses: {
            /** @description Code sent, or nominees saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NomineeSubmissionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPrimaryAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The primary holder's residential address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrimaryAddress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    verifyBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccount"];
            };
        };
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    sendEmailOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's PAN and date of birth. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailVerificationRequest"];
            };
        };
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailVerificationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPhoneInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mail, URL-encoded. */
                email: components["schemas"]["Email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Phone confirmation state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current signup status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupProgress"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTaxStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's tax status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxStatusResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StatementUpload"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            /** @description The file is larger than 10485760 bytes ('File size should not exceed 10MB.'). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    uploadChequeToExchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exchange's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeUploadResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    initiateElog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ELOG initiation result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElogInitiation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMandates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mandates, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    retryMandate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MandateRetry"];
            };
        };
        responses: {
            /** @description Mandates after the retry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMandateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's `mandateCfmId`. */
                mandateId: components["parameters"]["MandateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MandateLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateMandateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The mandate's `mandateCfmId`. */
                mandateId: components["parameters"]["MandateId"];
                status: components["schemas"]["MandateRegistrationStatus"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    completeVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycCompletion"];
            };
        };
        responses: {
            /** @description Signup status after the action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Zero-based page number (001 §7 "pageNo (zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Rows per page (001 §9 "Order list ... size 10"). */
                pageSize?: components["parameters"]["OrderPageSize"];
                sortBy?: "id" | "placedOn";
                /** @description Sort direction; lists of orders and plans default to newest first. */
                direction?: components["parameters"]["DirectionDesc"];
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A value the client makes once per submission (e.g. a UUID) and repeats on a retry of it. */
                "Idempotency-Key"?: string;
            };
            path: {
                type: components["schemas"]["PurchaseType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRequest"];
            };
        };
        responses: {
            /** @description Order placed, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPaymentStatus: {
        parameters: {
            query: {
                orderId: components["schemas"]["OrderId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current payment status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpConfirmation"];
            };
        };
        responses: {
            /** @description Confirmed; payment is next (000 §4.3). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeRedemption: {
        parameters: {
            query?: {
                /** @description The scheme to redeem (001 §3 Redemption `fundId`). */
                fundId?: components["schemas"]["FundId"];
            };
            header?: never;
            path: {
                /** @description The folio number (001 §7 `{folioNo}`), slashes written `~-`. */
                orderId: components["schemas"]["FolioNoInPath"];
                /** @description Units to redeem (001 §7 `{quantity}`); `0.0000` means all. */
                fundId: components["schemas"]["Units"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redemption placed, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmRedemption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpConfirmation"];
            };
        };
        responses: {
            /** @description Redemption confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendOrderOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeSwitchOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["SwitchType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchOrderRequest"];
            };
        };
        responses: {
            /** @description Switch placed, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmSwitchOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpConfirmation"];
            };
        };
        responses: {
            /** @description Switch confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendSwitchOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    makePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description Gateway answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listHoldings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holding"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPortfolioSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portfolio's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortfolioSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCapitalGains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapitalGains"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listExternalHoldings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description External holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalHolding"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    requestExternalPortfolioOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalPortfolioOtpRequest"];
            };
        };
        responses: {
            /** @description OTP sent by the statement service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalPortfolioOtpReference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyExternalPortfolioOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalPortfolioOtpVerification"];
            };
        };
        responses: {
            /** @description Imported holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalPortfolioImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getExternalPortfolioStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reload status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalPortfolioStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getExternalPortfolioLastUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Last update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalPortfolioStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCasDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    requestCasStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requested. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSips: {
        parameters: {
            query?: {
                /** @description Zero-based page number (001 §7 "pageNo (zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Cards per page (001 §9 "My Investments: page size 5"). */
                pageSize?: components["parameters"]["PlanPageSize"];
                /** @description Sort field (001 §9 "sort by createdDate descending"). */
                sortBy?: components["parameters"]["PlanSortBy"];
                /** @description Sort direction; lists of orders and plans default to newest first. */
                direction?: components["parameters"]["DirectionDesc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of SIPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SipPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStps: {
        parameters: {
            query?: {
                /** @description Zero-based page number (001 §7 "pageNo (zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Cards per page (001 §9 "My Investments: page size 5"). */
                pageSize?: components["parameters"]["PlanPageSize"];
                /** @description Sort field (001 §9 "sort by createdDate descending"). */
                sortBy?: components["parameters"]["PlanSortBy"];
                /** @description Sort direction; lists of orders and plans default to newest first. */
                direction?: components["parameters"]["DirectionDesc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of STPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StpPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listSwps: {
        parameters: {
            query?: {
                /** @description Zero-based page number (001 §7 "pageNo (zero-based)"). */
                pageNo?: components["parameters"]["PageNo"];
                /** @description Cards per page (001 §9 "My Investments: page size 5"). */
                pageSize?: components["parameters"]["PlanPageSize"];
                /** @description Sort field (001 §9 "sort by createdDate descending"). */
                sortBy?: components["parameters"]["PlanSortBy"];
                /** @description Sort direction; lists of orders and plans default to newest first. */
                direction?: components["parameters"]["DirectionDesc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of SWPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwpPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    requestPlanChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["schemas"]["PlanId"];
                type: components["parameters"]["PlanTypePath"];
                transaction: components["schemas"]["PlanTransaction"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlanCancelReason"];
            };
        };
        responses: {
            /** @description Change requested, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmPlanChange: {
        parameters: {
            query: {
                subType: components["schemas"]["PlanTransaction"];
            };
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                type: components["parameters"]["PlanTypePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpConfirmation"];
            };
        };
        responses: {
            /** @description Skipped or cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendPlanOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                type: components["parameters"]["PlanTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeStpOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["StpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StpOrderRequest"];
            };
        };
        responses: {
            /** @description STP placed, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmStpOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StpConfirmation"];
            };
        };
        responses: {
            /** @description STP confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendStpOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    placeSwpOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["SwpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwpOrderRequest"];
            };
        };
        responses: {
            /** @description SWP placed, awaiting OTP. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmSwpOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpConfirmation"];
            };
        };
        responses: {
            /** @description SWP confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resendSwpOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order id (shown as OS-{orderId}, 001 §2.14). */
                orderId: components["parameters"]["OrderIdPath"];
                /** @description The scheme's ISIN (the fund id). */
                fundId: components["parameters"]["FundIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
