var e=`---
title: Terms of Use
updated: November 22, 2026
---

These Terms of Use (the “Terms”) are a legal agreement between you and {{company}} (“{{brand}},” “we,” “us” or “our”). They govern your use of the {{brand}} website, its quote request forms and any related pages, emails and services (together, the “Service”). Please read them carefully.

!! IMPORTANT: THESE TERMS CONTAIN A BINDING ARBITRATION AGREEMENT AND A CLASS-ACTION WAIVER IN THE SECTION TITLED “ARBITRATION AGREEMENT AND CLASS-ACTION WAIVER.” UNLESS YOU OPT OUT AS DESCRIBED THERE, YOU AND WE WILL RESOLVE MOST DISPUTES THROUGH INDIVIDUAL ARBITRATION, AND YOU GIVE UP YOUR RIGHT TO A JURY TRIAL AND TO TAKE PART IN A CLASS ACTION. THESE TERMS ALSO EXPLAIN THAT, WHEN YOU SUBMIT A QUOTE REQUEST, YOUR INFORMATION IS SOLD AND SHARED WITH PARTNER COMPANIES WHO MAY CALL AND TEXT YOU.

[[toc]]

## Acceptance of These Terms {#acceptance}

By visiting or using the Service, or by submitting a quote request, you agree to these Terms and to our [Privacy Policy](/PrivacyPolicy), which explains how we collect, use, sell and share personal information and is part of these Terms by reference. If you do not agree, do not use the Service and do not submit any information.

You accept these Terms, and they become binding, the first time you use the Service. When you submit a quote request, you also confirm that you have read and agree to these Terms and the Privacy Policy, as stated next to the Submit button.

## Eligibility {#eligibility}

You may use the Service only if all of the following are true:

- you are at least 18 years old and able to enter into a binding contract;
- you are a resident of the United States and are located in the United States when you use it;
- you are requesting information about a home-improvement project for a property that you own, or that you are otherwise authorized to make decisions about; and
- you have not previously been barred by us from using the Service.

The Service is offered to United States residents only. We may block or reject requests that come from outside the United States or that we cannot match to a valid United States ZIP code. The Service is not directed to children, and we do not knowingly accept requests from anyone under 18.

## What Our Service Is (and Is Not) {#our-service}

{{brand}} is a free referral and matching service. You choose a type of home-improvement service (for example, solar, roofing, HVAC, windows or plumbing), answer a short questionnaire about your project and give us your contact details. We then pass your request to one or more partner companies, such as home-improvement contractors, service providers and companies that buy or distribute customer inquiries (“lead buyers” or “lead networks”), who may contact you about your project.

### The Service is free to you

We do not charge you anything to use the Service or to submit a quote request. We are paid by the partner companies that receive requests. Because of that, the partner companies that receive your request may be the ones that pay us, and not necessarily every company that serves your area.

### We are not a contractor

We are not a contractor, installer, home-improvement business, lender, broker or agent of any partner company, and we are not a party to any agreement you make with one. We do not perform, supervise, inspect or guarantee any work, and we do not set or guarantee any price, quote, financing offer, schedule, product, warranty or result.

- We do not promise that any partner company will contact you, give you a quote, be available in your area, or agree to do your project.
- Partner companies are independent businesses. They are solely responsible for their own communications, quotes, contracts, work, products, licenses, permits, insurance, bonding and conduct, and for complying with the laws that apply to them.
- Any description of partner companies on the Service is general information, not an endorsement or a guarantee of any particular company. Before you hire anyone, you should check the company’s license, insurance, references and reviews, get written estimates and read any contract carefully.
- Any agreement you make for work, products or financing is solely between you and the company you choose. You are never obligated to buy anything.

### Information on the Service

Content on the Service, including descriptions of services, typical costs, savings or timelines, is general information only. It is not professional, engineering, financial, tax or legal advice, and it may not apply to your home or situation.

## Consent to Be Contacted and Sharing of Your Information {#consent}

When you check the consent box and submit a quote request, you give us and our [partner companies](/PartnerCompanies) your express written consent to contact you about home-improvement services at the phone number and email address you provided. This includes calls and text messages made with an automatic telephone dialing system or an artificial or prerecorded voice, even if your number is listed on a federal, state or company Do Not Call list. The exact wording you agree to is shown next to the Submit button, and we keep a record of it.

- **Consent is not a condition of purchase.** You do not have to give this consent to buy any goods or services. If you do not want to be contacted this way, do not submit a quote request; you may instead look for contractors on your own.
- **Your information is sold and shared.** You understand and agree that the information you submit, including your name, email address, phone number, street address, ZIP code, your answers about your project, and technical and consent-verification information about your visit, will be sold and shared with partner companies so they can contact you. The [Privacy Policy](/PrivacyPolicy) describes this in detail.
- **Message and data rates may apply.** The number and frequency of calls and messages vary with your request and the number of partner companies that respond to it.
- **You may revoke consent at any time**, by any reasonable means, including by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Revoke%20consent), by replying STOP to a text message, or by telling the person who calls you that you no longer wish to be contacted. Because partner companies that already received your request keep their own records, you should also tell each company that contacts you. See the Privacy Policy for details.

## Electronic Communications and Signatures {#electronic}

By using the Service, you agree that we may communicate with you electronically and that agreements, notices, disclosures and other communications that we provide electronically (for example, on the Service or by email) satisfy any legal requirement that they be in writing. You agree that checking a box, clicking a button such as “Submit,” or otherwise taking an action on the Service to show your agreement is your electronic signature and has the same effect as a handwritten signature, under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN) and similar state laws. You may print or save a copy of these Terms and the consent wording for your records.

## Your Representations {#representations}

Each time you use the Service or submit a request, you represent and promise that:

- all information you provide is true, accurate, current and complete, and it is about you and your own project;
- the phone number you provide is your own: you are its current subscriber or its customary user, and you are authorized to consent to calls and text messages to it;
- the email address you provide is your own and you are authorized to use it;
- you are genuinely interested in the home-improvement service you selected, and you are not submitting the request for anyone else, for resale, or to create claims against us or any partner company;
- you meet the eligibility requirements in these Terms; and
- you will promptly tell us if your phone number changes or is reassigned to someone else.

Providing false information, or someone else’s information, can cause unwanted calls and messages to other people. You are responsible for any harm that results from information you knowingly submit that is false or that belongs to someone else.

## Prohibited Uses {#prohibited}

You agree not to, and not to help or allow anyone else to:

- submit false, misleading, fictitious or incomplete information;
- submit another person’s name, phone number, email address or other information, or impersonate any person or business, or misrepresent your relationship with anyone;
- submit requests for a property you have no authority over, or requests you do not genuinely intend to pursue;
- use any robot, bot, spider, scraper, crawler, script or other automated means to access the Service, fill in or submit forms, or collect content or data from it;
- copy, scrape, harvest, mine, index or collect data, content or information from the Service, including information about partner companies;
- interfere with, disrupt or overload the Service or its servers or networks, or introduce viruses, malware or other harmful code;
- attempt to gain unauthorized access to any part of the Service, to other users’ information, or to any system connected to the Service, or bypass or break any security, rate-limiting or consent-verification measure;
- tamper with, block, fake or alter the consent-verification tools on the Service (such as the consent certificate or lead identifier scripts), or the records they create;
- decompile, disassemble, reverse engineer or otherwise try to derive the source code of the Service, except to the extent applicable law expressly permits it despite this restriction;
- frame or mirror the Service, or use it to build a competing product or service, or resell or commercially exploit any part of it without our written permission;
- use the Service to send spam, advertising or other unsolicited communications;
- use the Service for any purpose that is unlawful, fraudulent or harmful, or in violation of these Terms or any applicable law or regulation; or
- use the Service from outside the United States or if you are under 18 years old.

We may investigate suspected violations, reject or delete requests, block access, and cooperate with law enforcement and partner companies when we believe these Terms have been violated.

## Intellectual Property {#intellectual-property}

The Service and everything on it, including its text, graphics, logos, icons, images, questionnaires, design, software and the selection and arrangement of its content, are owned by {{company}} or its licensors and are protected by copyright, trademark and other intellectual property laws. The name {{brand}} and our logos are our trademarks; other names and marks belong to their owners.

We grant you a limited, personal, non-exclusive, non-transferable and revocable license to use the Service for your own non-commercial purpose of requesting home-improvement quotes, in accordance with these Terms. We reserve all rights not expressly granted. You may not copy, modify, distribute, sell, publicly display or create derivative works from any part of the Service without our prior written permission.

If you send us ideas, suggestions or feedback, you agree that we may use them without any obligation to you.

## Third-Party Providers and Links {#third-parties}

The Service relies on, and may link to, websites, services and tools operated by others, including partner companies, consent-verification providers (such as TrustedForm and Jornaya LeadiD), hosting and communications providers, and other websites. We do not control these third parties, and we are not responsible for their content, products, services, privacy practices, availability or conduct.

A link to another website does not mean we endorse it. Your use of a third party’s website or services is at your own risk and is governed by that party’s own terms and privacy policy, which we encourage you to read. Your dealings with any partner company, including any quote, contract, payment, financing, warranty or work, are solely between you and that company.

## Disclaimer of Warranties {#no-warranty}

!! THE SERVICE, AND ALL CONTENT AND INFORMATION ON OR AVAILABLE THROUGH IT, ARE PROVIDED “AS IS” AND “AS AVAILABLE,” WITHOUT WARRANTIES OF ANY KIND, WHETHER EXPRESS, IMPLIED OR STATUTORY. TO THE FULLEST EXTENT PERMITTED BY LAW, {{COMPANY}} DISCLAIMS ALL WARRANTIES, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY, AND ANY WARRANTIES ARISING FROM A COURSE OF DEALING OR USAGE OF TRADE.

!! WITHOUT LIMITING THE ABOVE, WE DO NOT WARRANT THAT: (A) THE SERVICE WILL BE UNINTERRUPTED, SECURE, TIMELY OR ERROR-FREE; (B) ANY PARTNER COMPANY WILL CONTACT YOU, OFFER YOU A QUOTE OR BE AVAILABLE FOR YOUR PROJECT; (C) ANY PARTNER COMPANY IS LICENSED, INSURED, BONDED, QUALIFIED OR SUITABLE FOR YOUR PROJECT; OR (D) THE QUALITY, PRICE, SAFETY, LEGALITY OR TIMELINESS OF ANY WORK, PRODUCT, SERVICE OR FINANCING OFFERED BY ANY PARTNER COMPANY OR OTHER THIRD PARTY WILL MEET YOUR EXPECTATIONS.

Some states do not allow the exclusion of certain implied warranties, so some of these exclusions may not apply to you. In that case, any implied warranty is limited to the shortest period and the narrowest scope that the law allows.

## Limitation of Liability {#liability}

!! TO THE FULLEST EXTENT PERMITTED BY LAW, IN NO EVENT WILL {{COMPANY}} OR ITS AFFILIATES, OR ANY OF THEIR OWNERS, OFFICERS, DIRECTORS, EMPLOYEES, AGENTS, LICENSORS OR SERVICE PROVIDERS (TOGETHER, THE “{{BRAND}} PARTIES”), BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA, USE OR GOODWILL, ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICE, WHETHER BASED ON CONTRACT, TORT (INCLUDING NEGLIGENCE), STRICT LIABILITY, STATUTE OR ANY OTHER LEGAL THEORY, AND EVEN IF WE HAVE BEEN TOLD THAT SUCH DAMAGES ARE POSSIBLE.

!! THE {{BRAND}} PARTIES ARE NOT LIABLE FOR ANY LOSS, DAMAGE, INJURY OR CLAIM ARISING FROM THE ACTS, OMISSIONS, COMMUNICATIONS, QUOTES, CONTRACTS, WORK, PRODUCTS OR SERVICES OF ANY PARTNER COMPANY, CONTRACTOR OR OTHER THIRD PARTY.

!! TO THE FULLEST EXTENT PERMITTED BY LAW, THE TOTAL LIABILITY OF THE {{BRAND}} PARTIES FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICE WILL NOT EXCEED THE GREATER OF (A) ONE HUNDRED U.S. DOLLARS (US $100) AND (B) THE TOTAL AMOUNT YOU PAID US FOR THE SERVICE DURING THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY. BECAUSE THE SERVICE IS FREE TO CONSUMERS, THE AMOUNT IN (B) IS ZERO (US $0), SO OUR MAXIMUM TOTAL LIABILITY TO YOU IS ONE HUNDRED U.S. DOLLARS (US $100).

These limits apply even if a remedy fails of its essential purpose, and they reflect a reasonable allocation of risk for a service provided free of charge. Some states do not allow the exclusion or limitation of certain damages, so some of these limits may not apply to you. Nothing in these Terms limits or excludes any liability that cannot be limited or excluded under applicable law, such as liability for fraud, or for gross negligence or willful misconduct where the law does not allow it to be limited.

## Indemnification {#indemnification}

To the extent permitted by law, you agree to defend, indemnify and hold harmless the {{brand}} Parties from and against any claims, demands, losses, liabilities, damages, fines, penalties, costs and expenses (including reasonable attorneys’ fees) arising out of or relating to: (a) your violation of these Terms; (b) information you submit that is false or inaccurate, or that belongs to another person, including a phone number that is not yours; (c) your misuse of the Service; or (d) your violation of any law or of the rights of any third party.

We may take over the exclusive defense and control of any matter for which you must indemnify us, and you agree to cooperate with our defense. You may not settle any such matter without our prior written consent.

## Arbitration Agreement and Class-Action Waiver {#arbitration}

!! PLEASE READ THIS SECTION CAREFULLY. IT REQUIRES YOU AND US TO RESOLVE DISPUTES THROUGH BINDING INDIVIDUAL ARBITRATION INSTEAD OF IN COURT, AND IT LIMITS HOW YOU CAN SEEK RELIEF. YOU MAY OPT OUT OF THIS AGREEMENT WITHIN 30 DAYS AS EXPLAINED BELOW.

### (a) What this agreement covers

You and {{company}} (including its affiliates and their owners, officers, directors, employees and agents) agree that any dispute, claim or controversy between us arising out of or relating in any way to these Terms, the Service, any quote request, the collection, use, sale or sharing of your information, or any call, text message or email you receive from us or on our behalf in connection with the Service (including claims under the Telephone Consumer Protection Act and similar state laws), whether based on contract, tort, statute, fraud, misrepresentation or any other legal theory, and whether it arose before or after you accepted these Terms (a “Dispute”), will be resolved by binding individual arbitration, except as stated in this Section. The arbitrator, and not a court, decides all questions about the interpretation, scope, applicability and enforceability of this arbitration agreement, except that a court decides questions about the class-action waiver in paragraph (h) and about the severability rules in paragraph (k).

### (b) Try to resolve it informally first

Before starting arbitration, the party with a Dispute must send the other a written notice describing the Dispute and the relief requested (a “Notice of Dispute”). Send yours by email to [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Notice%20of%20Dispute) or by mail to {{company}}, {{address}}, and include your name, phone number, email address and mailing address. We will send ours to the contact details you gave us. If the Dispute is not resolved within 60 days after the Notice of Dispute is received, either party may start arbitration. Any deadline for bringing a claim is paused while this informal process is under way.

### (c) Small-claims court exception

Instead of arbitration, either you or we may bring an individual action in small-claims court in the county where you live or in Delaware, as long as the Dispute qualifies for that court and stays there on an individual (non-class, non-representative) basis.

### (d) Arbitration rules and administrator

The arbitration will be administered by the American Arbitration Association (“AAA”) under its Consumer Arbitration Rules in effect when the arbitration is filed, as modified by this Section. The AAA’s rules and filing forms are available at [www.adr.org](https://www.adr.org). The arbitration will be decided by a single neutral arbitrator. If the AAA is unable or unwilling to administer the arbitration, the parties will agree on another arbitration provider, or a court will appoint one. The Federal Arbitration Act (9 U.S.C. § 1 and following) governs the interpretation and enforcement of this arbitration agreement.

### (e) Where and how the arbitration happens

Unless you and we agree otherwise, any in-person hearing will take place in the county where you live. If your claim is for $25,000 or less, you may choose whether the arbitration is decided only on the documents submitted, by a telephone or video hearing, or by an in-person hearing. Otherwise, the arbitrator will decide how the hearing is held, consistent with the AAA rules.

### (f) Costs

Payment of all filing, administration and arbitrator fees is governed by the AAA’s Consumer Arbitration Rules and fee schedule, under which the business pays most of these fees. We will pay any fees that those rules require us to pay. If the arbitrator finds that a claim was frivolous or brought for an improper purpose, fees will be allocated as the AAA rules and applicable law allow. Each party pays its own attorneys’ fees and costs unless the arbitrator awards them under applicable law.

### (g) What the arbitrator can award

The arbitrator may award on an individual basis any relief that a court could award to an individual under applicable law, including damages and declaratory or injunctive relief, but only in favor of the individual party seeking relief and only to the extent necessary to provide relief warranted by that party’s individual claim. The arbitrator will issue a written decision explaining the essential findings and conclusions. Judgment on the award may be entered in any court with jurisdiction.

### (h) Class-action waiver

!! YOU AND WE AGREE THAT EACH OF US MAY BRING CLAIMS AGAINST THE OTHER ONLY IN AN INDIVIDUAL CAPACITY, AND NOT AS A PLAINTIFF OR CLASS MEMBER IN ANY PURPORTED CLASS, COLLECTIVE, CONSOLIDATED OR REPRESENTATIVE PROCEEDING, OR AS A PRIVATE ATTORNEY GENERAL. UNLESS BOTH YOU AND WE AGREE OTHERWISE IN WRITING, THE ARBITRATOR MAY NOT CONSOLIDATE OR JOIN MORE THAN ONE PERSON’S CLAIMS AND MAY NOT PRESIDE OVER ANY FORM OF CLASS, COLLECTIVE OR REPRESENTATIVE PROCEEDING.

### (i) Jury trial waiver

!! YOU AND WE EACH WAIVE ANY RIGHT TO A TRIAL BY JURY FOR ANY DISPUTE. IF A DISPUTE PROCEEDS IN COURT RATHER THAN IN ARBITRATION FOR ANY REASON, IT WILL BE DECIDED BY A JUDGE, NOT A JURY, TO THE EXTENT PERMITTED BY LAW.

### (j) Your right to opt out within 30 days

You may opt out of this arbitration agreement by sending an email to [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Arbitration%20Opt-Out) with the subject line “Arbitration Opt-Out” within 30 days after the date you first accept these Terms (for example, the date you first submit a quote request). Your email must include your full name, mailing address, phone number and email address, and a clear statement that you want to opt out of the arbitration agreement in the {{brand}} Terms of Use. If you opt out, neither you nor we will be bound by this Section, but all other parts of these Terms will continue to apply. Opting out of this agreement has no effect on any other arbitration agreement you may have with us or with anyone else, including a partner company.

### (k) Severability of this Section

If a court finds that the class-action waiver in paragraph (h) is unenforceable as to any claim or any request for relief (such as a request for public injunctive relief), then that claim or request for relief, and only that one, will be severed from the arbitration and decided by a court as described in the section titled “Governing Law and Venue,” after all claims and requests for relief that are arbitrable have been arbitrated; the court action will be stayed until the arbitration is complete. In no case will a class, collective or representative proceeding be arbitrated. If any other part of this Section is found unenforceable, that part will be severed, and the rest of this Section will remain in full force and effect.

### (l) Changes and survival

If we make a material change to this Section, the change will not apply to any Dispute of which either party had already given notice. You may reject a future change to this Section by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Rejecting%20arbitration%20changes) within 30 days after the change takes effect, in which case the most recent version of this Section that you accepted will continue to apply. This Section survives the end of your use of the Service and any termination of these Terms.

## Governing Law and Venue {#governing-law}

These Terms, and any Dispute, are governed by the laws of the State of Delaware and applicable federal law of the United States, without regard to conflict-of-laws rules that would apply the law of another place. The Federal Arbitration Act governs the arbitration agreement above. Nothing in this choice of law takes away any protection that you have under the consumer protection laws of the state where you live and that cannot be waived by contract.

For any Dispute that is not subject to arbitration (for example, if you opted out of arbitration or a claim is severed under paragraph (k) above), you and we agree to the exclusive jurisdiction of, and venue in, the state and federal courts located in the State of Delaware, unless the law of the state where you live gives you the right to bring the claim in your home state. Either party may bring an individual action in small-claims court as described above.

## Termination {#termination}

We may suspend or end your access to all or part of the Service at any time, without notice, for any reason, including if we believe you have violated these Terms or submitted false or unauthorized information. We may also change, suspend or discontinue the Service, or any part of it, at any time. You may stop using the Service at any time.

Ending your use of the Service does not end the consent you gave to be contacted; to revoke it, follow the steps in the section titled [Consent to Be Contacted and Sharing of Your Information](#consent). The sections of these Terms that by their nature should continue after termination will continue, including the sections on intellectual property, disclaimers, limitation of liability, indemnification, arbitration, governing law and the general terms at the end.

## Changes to These Terms {#changes}

We may update these Terms from time to time. When we do, we will post the updated Terms on this page and change the “Last updated” date above. If a change is material, we may also give more prominent notice, such as a notice on the Service. The updated Terms apply from the date they are posted to any use of the Service after that date; they do not change the terms that applied to a quote request you submitted before the change, except as the law allows. Changes to the arbitration agreement are governed by paragraph (l) of that section. If you do not agree to the updated Terms, please stop using the Service.

## Entire Agreement {#entire-agreement}

These Terms, together with the Privacy Policy and the consent wording you agreed to when you submitted a quote request, are the entire agreement between you and us about the Service. They replace any earlier agreements, communications or understandings about the Service. If these Terms conflict with the consent wording you agreed to, the consent wording controls as to your consent to be contacted.

## Severability {#severability}

If any provision of these Terms is found invalid, illegal or unenforceable, that provision will be enforced to the maximum extent permitted, or, if that is not possible, removed, and the rest of these Terms will remain in full force and effect. The arbitration agreement has its own severability rules in paragraph (k) of that section, which control for that section.

## No Waiver {#no-waiver}

If we do not enforce, or delay enforcing, any right or provision of these Terms, that does not waive our right to enforce it later. A waiver is effective only if it is in writing and signed by an authorized representative of {{company}}, and waiving one breach does not waive any other breach.

## Assignment {#assignment}

You may not assign or transfer these Terms, or any of your rights or obligations under them, without our prior written consent, and any attempt to do so is void. We may assign or transfer these Terms, in whole or in part, without restriction, including to an affiliate or in connection with a merger, acquisition, reorganization or sale of all or part of our business or assets. These Terms bind and benefit each party and its permitted successors and assigns.

## Contact Information {#contact}

If you have questions about these Terms or the Service, please contact us:

[[contact Legal notices, opt-outs and consent]]

To revoke your consent to be contacted, or to make a privacy request, email [{{complianceEmail}}](mailto:{{complianceEmail}}). For anything else, email [{{email}}](mailto:{{email}}).
`;export{e as default};
//# sourceMappingURL=terms-of-use-8pnr_FX0.js.map