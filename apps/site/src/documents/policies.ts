import { type PolicyId, policyIds } from "./downloads";
import type { DocumentText } from "./types";

/**
 * The copy of the governance documents the regulations and policies page offers (investors.ts),
 * in both languages. The ids come from downloads.ts, the list of downloadable documents, and are
 * re-exported here with the texts they key.
 *
 * The facts agree with the site: five board members elected for up to four years (current term
 * 16 September 2024 to 15 September 2028), the Audit Committee and the Remuneration and
 * Nominations Committee, listing on the parallel market since 2017. Laws and regulations are
 * cited by name only, never by article number.
 */
export { type PolicyId, policyIds };

const corporateGovernanceEn: DocumentText = {
  title: "Corporate governance manual",
  subtitle: "Approved by the board of directors on 18 March 2024",
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        "This manual sets out the framework by which Rawafed Group, a Saudi joint stock company whose shares have been listed on the parallel market of the Saudi Exchange since 2017, is directed and controlled. It brings together the requirements of the Companies Law, the Corporate Governance Regulations issued by the Capital Market Authority, the rules of the Saudi Exchange and the company's bylaws, and it explains how the board of directors applies them in a group that has worked in logistics, storage and manufacturing for 28 years.",
        "The manual applies to the company and its subsidiaries, to the members of the board and of its committees, to executive management and to every employee. Where a provision of this manual conflicts with a mandatory provision of the laws and regulations in force, the mandatory provision prevails, and the manual is read as amended accordingly until the board updates it.",
      ],
    },
    {
      heading: "Shareholders' rights and the general assembly",
      paragraphs: [
        "All shares of the same class carry equal rights, and the board treats all shareholders fairly. Shareholders are entitled to a share of the profits the general assembly decides to distribute and of the company's assets on liquidation, to attend general assemblies, take part in their deliberations and vote on their resolutions, to dispose of their shares, to review the information the law allows them to see, to monitor the performance of the board and to bring a liability claim against its members.",
        "The ordinary general assembly meets at least once a year, within six months of the end of the financial year, to approve the financial statements and the board report, to appoint the external auditor and set its fees, to decide on dividends and to approve the remuneration of the board. The extraordinary general assembly decides on amendments to the bylaws, on increases and reductions of the share capital and on the other matters that the Companies Law reserves to it. Invitations, with the agenda and the documents of each item, are announced on the Saudi Exchange website at least 21 days before each meeting.",
        "Shareholders may attend in person or vote remotely through the electronic voting service before and during the meeting. The chairman of the meeting gives shareholders a fair opportunity to put questions to the board and to the external auditor and makes sure they are answered. Shareholders who hold the percentage of the capital set by the law may ask the board to convene a general assembly or to add items to its agenda.",
      ],
    },
    {
      heading: "The board of directors",
      paragraphs: [
        "The company is managed by a board of five members elected by the ordinary general assembly through cumulative voting for a term of up to four years. The majority of members are non-executive, and the independent members are no fewer than two or one third of the board, whichever is greater. The criteria and procedures for membership are set out in the board membership policy.",
        "The board sets the group's strategy and main objectives, approves the annual budget and major investments, defines the level of risk the company is prepared to accept, oversees the internal control system, approves the policies referred to in this manual, appoints the chief executive officer and monitors the performance of executive management. It may delegate some of its powers to its committees or to executive management through a written delegation of authority, but it remains responsible for every power it delegates.",
        "The chairman, a non-executive member, leads the board, makes sure its members receive complete and accurate information in good time and encourages open debate. The positions of chairman and chief executive officer may not be held by the same person. The board meets at least four times a year at the invitation of the chairman, and the board secretary records its deliberations, decisions and any reservations of members in signed minutes. For the current term, which began on 16 September 2024 and ends on 15 September 2028, the board is composed as follows.",
      ],
      items: [
        "Abdulaziz Saleh Al-Rashed, Chairman of the Board, non-executive.",
        "Fahad Mohammed Al-Otaibi, Vice Chairman, non-executive.",
        "Khalid Abdullah Al-Harbi, Board Member and Chief Executive Officer, executive.",
        "Dr. Nora Ibrahim Al-Qahtani, Board Member, independent.",
        "Majed Hamad Al-Dosari, Board Member, independent.",
      ],
    },
    {
      heading: "Board committees",
      paragraphs: [
        "The board has two standing committees, the Audit Committee and the Remuneration and Nominations Committee. Each works under a charter that sets out its duties, powers, term and meeting procedures, approved by the general assembly on the proposal of the board. Each committee reports its work and recommendations to the board at least once a year, and its chairman, or a member the committee appoints, attends the general assembly to answer shareholders' questions.",
        "The board may form further committees for specific tasks by a resolution that sets out their mandate, duration and powers. The chief executive officer and any other executive member may not sit on the Audit Committee or on the Remuneration and Nominations Committee. The composition and main duties of the two standing committees are the following.",
      ],
      items: [
        "Audit Committee: three members appointed by the general assembly, chaired by an independent member and including a member from outside the board with expertise in accounting and finance. It oversees financial reporting, internal control, internal audit and compliance, recommends the appointment and fees of the external auditor, reviews its work and independence, and examines transactions with related parties.",
        "Remuneration and Nominations Committee: three non-executive members chaired by an independent member. It recommends candidates for the board and for senior executive positions, reviews the remuneration policy and its application, verifies every year the independence of the independent members and assesses the effectiveness of the board and its committees.",
      ],
    },
    {
      heading: "Internal control, audit and risk management",
      paragraphs: [
        "Executive management designs and runs an internal control system, approved by the board, that covers operations, financial reporting and compliance with the laws and with the company's policies. It includes a delegation of authority, the segregation of incompatible duties and approval limits for purchases and contracts.",
        "The internal audit department reports functionally to the Audit Committee and administratively to the chief executive officer. It works to an annual risk-based plan approved by the committee, has unrestricted access to the group's records, sites and staff, and reports its findings and the progress of corrective actions to the committee at each of its meetings.",
        "The external auditor is appointed by the ordinary general assembly from among candidates recommended by the Audit Committee and nominated by the board. It must be independent of the company and of its board members and may not provide consulting services that could affect its independence. It audits the annual financial statements, which are prepared in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia. The Legal Affairs and Compliance department follows changes in the laws and regulations and keeps a register of the main risks, which the board reviews at least once a year.",
      ],
    },
    {
      heading: "Stakeholders, conduct and the reporting of violations",
      paragraphs: [
        "The company respects the rights of its stakeholders established by law or by contract. It deals fairly with clients, suppliers and lenders, provides safe working conditions at its sites, offices and factories in the Kingdom and in Egypt, and supports local content through its manufacturing in Al Qassim and the development of Saudi talent.",
        "A code of conduct approved by the board sets the standards of integrity, confidentiality, fair competition and safety expected of board members, executives and employees. Anyone, inside or outside the company, may report in confidence, and anonymously if they wish, a suspected breach of the law, of this manual or of the code of conduct to the Audit Committee. Reports are investigated independently, and no person who reports in good faith may be dismissed, demoted or penalized in any other way for doing so.",
      ],
    },
    {
      heading: "Supporting policies",
      paragraphs: [
        "This manual is supported by policies that set out detailed rules in specific areas. They are published with this manual on the company's website and are read together with it. Policies that the law requires the general assembly to approve are proposed by the board and take effect once the assembly approves them; the board approves the others.",
      ],
      items: [
        "Board membership policy, approved by the ordinary general assembly.",
        "Remuneration policy for the board, committees and executives, approved by the ordinary general assembly.",
        "Dividend distribution policy, approved by the ordinary general assembly.",
        "Disclosure and transparency policy, approved by the board of directors.",
        "Conflict of interest policy, approved by the board of directors.",
      ],
    },
    {
      heading: "Application, review and amendment",
      paragraphs: [
        "Each year the board report states which provisions of the Corporate Governance Regulations the company applies, which it does not apply and why, and the measures taken during the year to strengthen governance.",
        "The Legal Affairs and Compliance department, together with the board secretary, reviews this manual at least once a year and whenever the laws or regulations change, and submits proposed amendments to the board through the Audit Committee. Amendments take effect when the board approves them, except those that must be approved by the general assembly.",
        "This manual took effect on the date of its approval. It is published in Arabic and English on the company's website, and the Arabic text prevails in case of any difference between the two.",
      ],
    },
  ],
};

const corporateGovernanceAr: DocumentText = {
  title: "دليل حوكمة الشركة",
  subtitle: "اعتمده مجلس الإدارة في 18 مارس 2024",
  sections: [
    {
      heading: "الغرض ونطاق التطبيق",
      paragraphs: [
        "يحدد هذا الدليل الإطار الذي تُدار به مجموعة روافد وتُراقَب من خلاله، وهي شركة مساهمة سعودية أسهمها مدرجة في السوق الموازية بالسوق المالية السعودية منذ عام 2017. ويجمع الدليل المتطلبات الواردة في نظام الشركات، ولائحة حوكمة الشركات الصادرة عن هيئة السوق المالية، وقواعد السوق المالية السعودية، والنظام الأساس للشركة، ويبيّن كيف يطبّقها مجلس الإدارة في مجموعة تعمل منذ 28 عاماً في الخدمات اللوجستية والتخزين والتصنيع.",
        "تسري أحكام هذا الدليل على الشركة وشركاتها التابعة، وعلى أعضاء مجلس الإدارة ولجانه، والإدارة التنفيذية، وجميع العاملين. وإذا تعارض أي حكم من أحكامه مع نص نظامي آمر، فيُعمل بالنص النظامي، ويُقرأ الدليل على أنه معدَّل بما يتفق معه إلى أن يحدّثه المجلس.",
      ],
    },
    {
      heading: "حقوق المساهمين والجمعية العامة",
      paragraphs: [
        "تتساوى الأسهم من الفئة الواحدة في الحقوق، ويعامل المجلس المساهمين جميعاً بعدل ودون تمييز. ومن حقوق المساهم الحصول على نصيبه من الأرباح التي تقرر الجمعية العامة توزيعها ومن موجودات الشركة عند التصفية، وحضور الجمعيات العامة والاشتراك في مداولاتها والتصويت على قراراتها، والتصرف في أسهمه، والاطلاع على ما يجيز النظام الاطلاع عليه من معلومات، ومراقبة أداء المجلس، ورفع دعوى المسؤولية على أعضائه.",
        "تنعقد الجمعية العامة العادية مرة واحدة على الأقل في السنة خلال الأشهر الستة التالية لانتهاء السنة المالية، للموافقة على القوائم المالية وتقرير مجلس الإدارة، وتعيين مراجع الحسابات الخارجي وتحديد أتعابه، والبت في توزيع الأرباح، والموافقة على مكافآت أعضاء المجلس. وتختص الجمعية العامة غير العادية بتعديل النظام الأساس، وبزيادة رأس المال أو تخفيضه، وبغير ذلك مما يقصره نظام الشركات عليها. ويُعلَن عن الدعوة إلى كل جمعية، مرفقاً بها جدول الأعمال ووثائق بنوده، على موقع السوق المالية السعودية قبل موعد الاجتماع بواحد وعشرين يوماً على الأقل.",
        "يحق للمساهمين الحضور بأنفسهم أو التصويت عن بُعد عبر خدمة التصويت الإلكتروني قبل الاجتماع وفي أثنائه. ويتيح رئيس الاجتماع للمساهمين فرصة عادلة لتوجيه أسئلتهم إلى المجلس وإلى مراجع الحسابات الخارجي، ويتحقق من الإجابة عنها. ويجوز للمساهمين الذين يملكون النسبة التي يحددها النظام من رأس المال أن يطلبوا من المجلس دعوة الجمعية العامة إلى الانعقاد أو إضافة بنود إلى جدول أعمالها.",
      ],
    },
    {
      heading: "مجلس الإدارة",
      paragraphs: [
        "يتولى إدارة الشركة مجلس مؤلف من خمسة أعضاء تنتخبهم الجمعية العامة العادية بأسلوب التصويت التراكمي لمدة لا تزيد على أربع سنوات. وتكون أغلبية الأعضاء من غير التنفيذيين، ولا يقل عدد المستقلين عن عضوين أو عن ثلث أعضاء المجلس، أيهما أكثر، وتبيّن سياسة عضوية مجلس الإدارة معايير العضوية وإجراءاتها.",
        "يضع المجلس استراتيجية المجموعة وأهدافها الرئيسة، ويعتمد الموازنة السنوية والاستثمارات الكبرى، ويحدد مستوى المخاطر الذي تقبله الشركة، ويشرف على نظام الرقابة الداخلية، ويعتمد السياسات المشار إليها في هذا الدليل، ويعيّن الرئيس التنفيذي ويتابع أداء الإدارة التنفيذية. وله أن يفوّض بعض صلاحياته إلى لجانه أو إلى الإدارة التنفيذية بموجب مصفوفة صلاحيات مكتوبة، ويظل مسؤولاً عن جميع ما فوّضه من صلاحيات.",
        "يقود رئيس المجلس، وهو عضو غير تنفيذي، أعمال المجلس، ويحرص على حصول الأعضاء على المعلومات كاملة ودقيقة وفي الوقت المناسب، ويشجع النقاش المفتوح. ولا يجوز الجمع بين منصب رئيس المجلس ومنصب الرئيس التنفيذي. ويجتمع المجلس أربع مرات على الأقل في السنة بدعوة من رئيسه، ويدوّن أمين السر مداولاته وقراراته وتحفظات أعضائه في محاضر موقّعة. ويتشكل المجلس في دورته الحالية، التي بدأت في 16 سبتمبر 2024 وتنتهي في 15 سبتمبر 2028، على النحو الآتي.",
      ],
      items: [
        "عبدالعزيز صالح الراشد، رئيس مجلس الإدارة، عضو غير تنفيذي.",
        "فهد محمد العتيبي، نائب رئيس مجلس الإدارة، عضو غير تنفيذي.",
        "خالد عبدالله الحربي، عضو مجلس الإدارة والرئيس التنفيذي، عضو تنفيذي.",
        "د. نورة إبراهيم القحطاني، عضو مجلس الإدارة، عضو مستقل.",
        "ماجد حمد الدوسري، عضو مجلس الإدارة، عضو مستقل.",
      ],
    },
    {
      heading: "لجان مجلس الإدارة",
      paragraphs: [
        "للمجلس لجنتان دائمتان هما لجنة المراجعة ولجنة المكافآت والترشيحات، وتعمل كل منهما وفق لائحة تحدد مهامها وصلاحياتها ومدة عملها وإجراءات اجتماعاتها، تعتمدها الجمعية العامة بناءً على اقتراح المجلس. وترفع كل لجنة تقاريرها وتوصياتها إلى المجلس مرة واحدة في السنة على الأقل، ويحضر رئيسها أو من تنيبه من أعضائها الجمعية العامة للإجابة عن أسئلة المساهمين.",
        "للمجلس أن يشكّل لجاناً أخرى لمهام محددة بقرار يبيّن مهامها ومدتها وصلاحياتها. ولا يجوز أن يكون الرئيس التنفيذي أو أي عضو تنفيذي آخر عضواً في لجنة المراجعة أو في لجنة المكافآت والترشيحات. وفيما يلي تشكيل اللجنتين الدائمتين ومهامهما الرئيسة.",
      ],
      items: [
        "لجنة المراجعة: ثلاثة أعضاء تعيّنهم الجمعية العامة، يرأسها عضو مستقل، ومن بينهم عضو من خارج المجلس ذو خبرة في الشؤون المالية والمحاسبية. تشرف اللجنة على التقارير المالية والرقابة الداخلية والمراجعة الداخلية والالتزام، وتوصي بتعيين مراجع الحسابات الخارجي وتحديد أتعابه، وتراجع أعماله وتتحقق من استقلاله، وتدرس التعاملات مع الأطراف ذوي العلاقة.",
        "لجنة المكافآت والترشيحات: ثلاثة أعضاء غير تنفيذيين يرأسهم عضو مستقل. توصي اللجنة بالمرشحين لعضوية المجلس وللمناصب التنفيذية العليا، وتراجع سياسة المكافآت وتطبيقها، وتتحقق كل عام من استقلال الأعضاء المستقلين، وتقيّم فاعلية المجلس ولجانه.",
      ],
    },
    {
      heading: "الرقابة الداخلية والمراجعة وإدارة المخاطر",
      paragraphs: [
        "تصمم الإدارة التنفيذية نظاماً للرقابة الداخلية يعتمده المجلس وتتولى تشغيله، ويغطي العمليات والتقارير المالية والالتزام بالأنظمة وبسياسات الشركة. ويتضمن النظام مصفوفة للصلاحيات، والفصل بين المهام المتعارضة، وحدوداً لاعتماد المشتريات والعقود.",
        "ترتبط إدارة المراجعة الداخلية وظيفياً بلجنة المراجعة وإدارياً بالرئيس التنفيذي، وتعمل وفق خطة سنوية قائمة على تقييم المخاطر تعتمدها اللجنة، ولها حق الاطلاع دون قيود على سجلات المجموعة ومواقعها والعاملين فيها، وترفع إلى اللجنة في كل اجتماع نتائج أعمالها ومدى تقدّم الإجراءات التصحيحية.",
        "تعيّن الجمعية العامة العادية مراجع الحسابات الخارجي من بين المرشحين الذين توصي بهم لجنة المراجعة ويرشحهم المجلس، ويشترط أن يكون مستقلاً عن الشركة وعن أعضاء مجلسها، وألا يقدّم لها خدمات استشارية قد تمس استقلاله. ويتولى المراجع تدقيق القوائم المالية السنوية المُعدّة وفقاً للمعايير الدولية للتقرير المالي المعتمدة في المملكة العربية السعودية. وتتابع إدارة الشؤون القانونية والالتزام التغيرات في الأنظمة واللوائح، وتحتفظ بسجل للمخاطر الرئيسة يراجعه المجلس مرة واحدة على الأقل كل عام.",
      ],
    },
    {
      heading: "أصحاب المصالح والسلوك المهني والإبلاغ عن المخالفات",
      paragraphs: [
        "تحترم الشركة حقوق أصحاب المصالح المقررة نظاماً أو تعاقداً، فتتعامل بإنصاف مع العملاء والموردين والجهات المموّلة، وتوفر بيئة عمل آمنة في مواقعها ومكاتبها ومصانعها داخل المملكة وفي مصر، وتدعم المحتوى المحلي من خلال التصنيع في القصيم وتطوير الكفاءات الوطنية.",
        "تحدد مدونة قواعد السلوك التي يعتمدها المجلس معايير النزاهة والسرية والمنافسة العادلة والسلامة المطلوبة من أعضاء المجلس والتنفيذيين والعاملين. ولكل شخص، من داخل الشركة أو من خارجها، أن يبلّغ لجنة المراجعة بسرية، ولو دون ذكر اسمه، عن أي مخالفة يشتبه بها للأنظمة أو لهذا الدليل أو لمدونة السلوك. وتُفحص البلاغات فحصاً مستقلاً، ولا يجوز فصل من يبلّغ بحسن نية أو خفض درجته أو معاقبته بأي صورة بسبب بلاغه.",
      ],
    },
    {
      heading: "السياسات المكمّلة",
      paragraphs: [
        "يُستكمل هذا الدليل بسياسات تفصّل الأحكام في مجالات بعينها، تُنشر معه على الموقع الإلكتروني للشركة وتُقرأ معه. ويقترح المجلس السياسات التي يوجب النظام اعتمادها من الجمعية العامة، فتسري بعد موافقتها عليها، ويعتمد المجلس ما عداها.",
      ],
      items: [
        "سياسة عضوية مجلس الإدارة، المعتمدة من الجمعية العامة العادية.",
        "سياسة مكافآت أعضاء المجلس واللجان والإدارة التنفيذية، المعتمدة من الجمعية العامة العادية.",
        "سياسة توزيع الأرباح، المعتمدة من الجمعية العامة العادية.",
        "سياسة الإفصاح والشفافية، المعتمدة من مجلس الإدارة.",
        "سياسة تعارض المصالح، المعتمدة من مجلس الإدارة.",
      ],
    },
    {
      heading: "التطبيق والمراجعة والتعديل",
      paragraphs: [
        "يبيّن تقرير مجلس الإدارة كل عام أحكام لائحة حوكمة الشركات التي طبّقتها الشركة، وما لم تطبّقه منها وأسباب ذلك، والإجراءات المتخذة خلال العام لتعزيز الحوكمة.",
        "تراجع إدارة الشؤون القانونية والالتزام، بالتعاون مع أمين سر المجلس، هذا الدليل مرة واحدة على الأقل كل عام وكلما تغيرت الأنظمة أو اللوائح، وترفع التعديلات المقترحة إلى المجلس عن طريق لجنة المراجعة. وتسري التعديلات من تاريخ اعتماد المجلس لها، عدا ما يلزم اعتماده من الجمعية العامة.",
        "يُعمل بهذا الدليل من تاريخ اعتماده، ويُنشر باللغتين العربية والإنجليزية على الموقع الإلكتروني للشركة، ويُعتمد النص العربي عند وجود أي اختلاف بين النصين.",
      ],
    },
  ],
};

const boardMembershipEn: DocumentText = {
  title: "Board membership policy",
  subtitle: "Approved by the ordinary general assembly on 12 June 2024",
  sections: [
    {
      heading: "Purpose and legal basis",
      paragraphs: [
        "This policy sets out the criteria and procedures for membership of the board of directors of Rawafed Group. It is issued under the Companies Law, the Corporate Governance Regulations of the Capital Market Authority and the company's bylaws. It was proposed by the board on the recommendation of the Remuneration and Nominations Committee and approved by the ordinary general assembly.",
        "Its aim is a board whose members together bring the knowledge, experience, independence and diversity needed to oversee a listed group active in logistics, storage solutions and manufacturing, and to protect the interests of all shareholders.",
      ],
    },
    {
      heading: "Size, composition and term",
      paragraphs: [
        "The board consists of five members elected by the ordinary general assembly for a term of up to four years, which the assembly sets when it elects them. The current term began on 16 September 2024 and ends on 15 September 2028. Members may be re-elected, subject, for those who stand as independent, to the independence criteria of this policy.",
        "The majority of members must be non-executive, and the independent members must be no fewer than two or one third of the board, whichever is greater. The board appoints a chairman and a vice chairman from among its non-executive members. The chairman may not hold any executive position in the company; the chief executive officer may be a member of the board but may not chair it.",
        "A member may not sit at the same time on the boards of more than five joint stock companies listed on the Saudi Exchange.",
      ],
    },
    {
      heading: "Eligibility and qualifications",
      paragraphs: [
        "The Remuneration and Nominations Committee keeps a matrix of the skills the board needs, such as experience in logistics, industry, engineering, finance, law, technology and governance. When it assesses candidates, it considers the gaps in that matrix, the diversity of backgrounds, ages and genders on the board, and each candidate's record of integrity.",
        "Every candidate must meet the following conditions when nominated and throughout the term of membership.",
      ],
      items: [
        "Be a natural person of full legal capacity.",
        "Not have been convicted of a crime involving dishonesty or breach of trust, or of an offence under the Companies Law or the Capital Market Law, unless rehabilitated.",
        "Not have been declared bankrupt or have entered into an arrangement with creditors.",
        "Hold academic qualifications and practical experience relevant to the company's activities or to the work of the board.",
        "Be able to read and understand financial statements and reports.",
        "Be able to give the board sufficient time and attention, taking into account other commitments and board memberships.",
        "Not engage in a business that competes with the company, or hold a position in a competing company, unless authorized by the ordinary general assembly as the Companies Law requires.",
      ],
    },
    {
      heading: "Nomination procedure",
      paragraphs: [
        "At least three months before the end of the board's term, or whenever a seat is to be filled by election, the company announces on the Saudi Exchange website and on its own website that nominations are open. The announcement states the nomination period, which is at least one month, the documents required and how to submit them. Any shareholder may nominate themselves or one or more other persons, within the limits set by the regulations.",
        "Each candidate submits a curriculum vitae, a declaration of eligibility, a list of the boards and committees on which they sit, a disclosure of any interest in the company's business and contracts and of any competing business, and, to stand as an independent member, a declaration of independence.",
        "The Remuneration and Nominations Committee reviews the applications, verifies that each candidate meets the conditions of this policy and, where relevant, the independence criteria, and submits its recommendations to the board. The board presents the candidates to the general assembly, and the company publishes information about each of them on the Saudi Exchange website with the invitation to the assembly.",
      ],
    },
    {
      heading: "Independence criteria",
      paragraphs: [
        "An independent member must be able to perform their duties, express opinions and vote on decisions objectively and free from any influence. The Remuneration and Nominations Committee assesses the independence of each candidate before the election and of each independent member every year.",
        "A member must inform the board without delay of any change that affects their independence. The board then reclassifies the member, the company discloses the change, and the board takes the steps needed to restore the required number of independent members. Independence is lost in any of the following cases.",
      ],
      items: [
        "The member holds 5% or more of the shares of the company or of another company in its group, or is a relative of a person who holds that percentage.",
        "The member represents a legal entity that holds 5% or more of the company's shares.",
        "The member is a relative of a board member of the company or of another company in its group, or of any of its senior executives.",
        "The member sits on the board of another company in the group.",
        "The member has been, during the preceding two years, an employee of the company or of a company in its group, of its external auditor or of one of its major suppliers.",
        "The member has a direct or indirect interest in the business and contracts made for the company's account.",
        "The member receives from the company more than SAR 200,000 a year in addition to the remuneration for board and committee membership.",
        "The member engages in a business that competes with the company or trades in one of the branches of its activity.",
        "The member has served on the company's board for more than nine years, consecutive or not.",
      ],
    },
    {
      heading: "Election by cumulative voting",
      paragraphs: [
        "Members are elected by cumulative voting, as the company's bylaws require. Each shareholder has a number of votes equal to the number of shares held multiplied by the number of seats to be filled, and may give all of them to one candidate or divide them among several candidates. The candidates who receive the most votes are elected. This method gives minority shareholders a fair opportunity to be represented on the board.",
        "Shareholders vote in person at the assembly or remotely through the electronic voting service, and the results are announced on the Saudi Exchange website after the meeting. The company notifies the Capital Market Authority of the names of the members and of the category of each, executive, non-executive or independent, within the period set by the regulations.",
      ],
    },
    {
      heading: "Vacancies",
      paragraphs: [
        "If a seat becomes vacant during the term, the board may appoint a temporary member who meets the conditions of this policy, on the recommendation of the Remuneration and Nominations Committee and taking into account the candidates who received the most votes at the last election. The appointment is announced and notified to the Capital Market Authority within the period set by the regulations and is submitted to the next ordinary general assembly for approval. The new member completes the term of the predecessor.",
        "If the number of members falls below the minimum needed for the board to meet validly, the board calls the ordinary general assembly to elect the missing members within the period set by the Companies Law. If the number of independent members, or of members of the Audit Committee, falls below what the regulations require, the board takes the steps needed to restore it at the earliest opportunity.",
      ],
    },
    {
      heading: "End of membership",
      paragraphs: [
        "Membership ends at the end of the term, or earlier on the member's death, resignation, loss of any condition of eligibility, or dismissal. The ordinary general assembly may dismiss all or any of the members at any time. The board may recommend the dismissal of a member who misses three consecutive meetings without an excuse the board accepts, or who fails in their duties in a way that harms the company.",
        "A member who wishes to resign notifies the chairman in writing, and the resignation takes effect on the date stated in the notice. A non-executive member who resigns because of concerns about the company's management sets them out in writing to the chairman, and the statement is presented to the board. The company announces the end of any membership on the Saudi Exchange website, with its reasons where the regulations require.",
      ],
    },
    {
      heading: "Induction, evaluation and review",
      paragraphs: [
        "New members follow an induction program that covers the group's strategy, finances, risks and governance and includes visits to Rawafed Park in Riyadh and to the group's factories in Al Qassim.",
        "Each year the Remuneration and Nominations Committee assesses the performance of the board, its committees and its members and reports the results, with its recommendations, to the board. The committee reviews this policy at least every two years and whenever the regulations change. Amendments are proposed by the board and take effect once approved by the ordinary general assembly.",
      ],
    },
  ],
};

const boardMembershipAr: DocumentText = {
  title: "سياسة عضوية مجلس الإدارة",
  subtitle: "اعتمدتها الجمعية العامة العادية في 12 يونيو 2024",
  sections: [
    {
      heading: "الغرض والأساس النظامي",
      paragraphs: [
        "تحدد هذه السياسة معايير عضوية مجلس إدارة مجموعة روافد وإجراءاتها، وقد صدرت استناداً إلى نظام الشركات ولائحة حوكمة الشركات الصادرة عن هيئة السوق المالية والنظام الأساس للشركة، واقترحها المجلس بناءً على توصية لجنة المكافآت والترشيحات، ثم اعتمدتها الجمعية العامة العادية.",
        "تهدف السياسة إلى تكوين مجلس يجمع أعضاؤه من المعرفة والخبرة والاستقلال والتنوع ما يمكّنه من الإشراف على مجموعة مدرجة تعمل في الخدمات اللوجستية وحلول التخزين والتصنيع، ومن حماية مصالح المساهمين كافة.",
      ],
    },
    {
      heading: "عدد الأعضاء وتشكيل المجلس ومدة الدورة",
      paragraphs: [
        "يتكوّن مجلس الإدارة من خمسة أعضاء تنتخبهم الجمعية العامة العادية لمدة لا تزيد على أربع سنوات تحددها الجمعية عند الانتخاب، وقد بدأت الدورة الحالية في 16 سبتمبر 2024 وتنتهي في 15 سبتمبر 2028. ويجوز إعادة انتخاب الأعضاء، مع مراعاة معايير الاستقلال الواردة في هذه السياسة بالنسبة إلى من يترشح بصفة عضو مستقل.",
        "يجب أن تكون أغلبية أعضاء المجلس من غير التنفيذيين، وألا يقل عدد الأعضاء المستقلين عن عضوين أو عن ثلث أعضاء المجلس، أيهما أكثر. ويعيّن المجلس من بين أعضائه غير التنفيذيين رئيساً له ونائباً للرئيس، ولا يجوز لرئيس المجلس أن يشغل أي منصب تنفيذي في الشركة، ويجوز أن يكون الرئيس التنفيذي عضواً في المجلس دون أن يتولى رئاسته.",
        "لا يجوز للعضو أن يجمع بين عضوية مجالس إدارة أكثر من خمس شركات مساهمة مدرجة في السوق المالية السعودية في وقت واحد.",
      ],
    },
    {
      heading: "شروط العضوية والمؤهلات",
      paragraphs: [
        "تحتفظ لجنة المكافآت والترشيحات بمصفوفة للمهارات التي يحتاج إليها المجلس، كالخبرة في الخدمات اللوجستية والصناعة والهندسة والمالية والشؤون القانونية والتقنية والحوكمة، وتراعي عند تقييم المرشحين ما ينقص المجلس من هذه المهارات، وتنوّع الخلفيات والأعمار بين أعضائه، وتمثيل المرأة فيه، وسجل كل مرشح في النزاهة.",
        "يشترط في المرشح أن تتوافر فيه الشروط الآتية عند ترشحه وطوال مدة عضويته.",
      ],
      items: [
        "أن يكون شخصاً طبيعياً كامل الأهلية.",
        "ألا يكون قد صدر بحقه حكم في جريمة مخلة بالشرف أو الأمانة، أو في مخالفة لنظام الشركات أو لنظام السوق المالية، ما لم يكن قد رُدّ إليه اعتباره.",
        "ألا يكون قد أُشهر إفلاسه أو أجرى تسوية مع دائنيه.",
        "أن يكون حاصلاً على مؤهلات علمية وخبرات عملية ذات صلة بأنشطة الشركة أو بأعمال المجلس.",
        "أن يكون قادراً على قراءة القوائم والتقارير المالية وفهمها.",
        "أن يكون قادراً على تخصيص الوقت والاهتمام الكافيين لأعمال المجلس، مع مراعاة التزاماته الأخرى وعضوياته في المجالس الأخرى.",
        "ألا يشترك في عمل ينافس الشركة، ولا يشغل منصباً في شركة منافسة لها، إلا بترخيص من الجمعية العامة العادية وفقاً لما يقتضيه نظام الشركات.",
      ],
    },
    {
      heading: "إجراءات الترشح",
      paragraphs: [
        "قبل انتهاء دورة المجلس بثلاثة أشهر على الأقل، أو متى لزم شغل مقعد بالانتخاب، تعلن الشركة على موقع السوق المالية السعودية وعلى موقعها الإلكتروني فتح باب الترشح لعضوية المجلس، مع بيان مدة الترشح التي لا تقل عن شهر، والمستندات المطلوبة، وطريقة تقديمها. ولكل مساهم أن يرشح نفسه أو شخصاً آخر أو أكثر، في الحدود التي تقررها اللوائح.",
        "يقدّم كل مرشح سيرته الذاتية، وإقراراً بتوافر شروط العضوية فيه، وبياناً بمجالس الإدارة واللجان التي يشارك فيها، وإفصاحاً عن أي مصلحة له في أعمال الشركة وعقودها وعن أي عمل ينافسها، وإقراراً بالاستقلال إذا رغب في الترشح بصفة عضو مستقل.",
        "تدرس لجنة المكافآت والترشيحات طلبات الترشح، وتتحقق من استيفاء كل مرشح لشروط هذه السياسة، ولمعايير الاستقلال عند الاقتضاء، ثم ترفع توصياتها إلى المجلس. ويعرض المجلس أسماء المرشحين على الجمعية العامة، وتنشر الشركة المعلومات الخاصة بكل منهم على موقع السوق المالية السعودية مع الدعوة إلى انعقاد الجمعية.",
      ],
    },
    {
      heading: "معايير الاستقلال",
      paragraphs: [
        "يجب أن يكون العضو المستقل قادراً على أداء مهامه وإبداء آرائه والتصويت على القرارات بموضوعية ودون أي تأثير. وتقيّم لجنة المكافآت والترشيحات استقلال كل مرشح قبل الانتخاب، واستقلال كل عضو مستقل مرة في كل عام.",
        "على العضو أن يبلغ المجلس فوراً بأي تغيير يمس استقلاله، فيعيد المجلس تصنيفه، وتفصح الشركة عن ذلك، ويتخذ المجلس الإجراءات اللازمة لاستكمال العدد المطلوب من الأعضاء المستقلين. وتنتفي صفة الاستقلال في أي من الحالات الآتية.",
      ],
      items: [
        "أن يملك العضو 5% أو أكثر من أسهم الشركة أو من أسهم شركة أخرى من مجموعتها، أو أن تربطه صلة قرابة بمن يملك هذه النسبة.",
        "أن يكون ممثلاً لشخص اعتباري يملك 5% أو أكثر من أسهم الشركة.",
        "أن تربطه صلة قرابة بأي من أعضاء مجلس الإدارة في الشركة أو في شركة أخرى من مجموعتها، أو بأي من كبار التنفيذيين فيها.",
        "أن يكون عضواً في مجلس إدارة شركة أخرى من مجموعة الشركة.",
        "أن يكون قد عمل خلال العامين السابقين لدى الشركة أو لدى شركة من مجموعتها، أو لدى مراجع حساباتها الخارجي، أو لدى أحد كبار مورديها.",
        "أن تكون له مصلحة مباشرة أو غير مباشرة في الأعمال والعقود التي تتم لحساب الشركة.",
        "أن يتقاضى من الشركة مبالغ تزيد على 200,000 ريال في السنة علاوة على مكافأة عضوية المجلس ولجانه.",
        "أن يشترك في عمل من شأنه منافسة الشركة، أو أن يتّجر في أحد فروع النشاط الذي تزاوله.",
        "أن يكون قد أمضى أكثر من تسع سنوات، متصلة أو منفصلة، في عضوية مجلس إدارة الشركة.",
      ],
    },
    {
      heading: "الانتخاب بأسلوب التصويت التراكمي",
      paragraphs: [
        "يُنتخب أعضاء المجلس بأسلوب التصويت التراكمي الذي يوجبه النظام الأساس للشركة، فيكون لكل مساهم عدد من الأصوات يساوي عدد أسهمه مضروباً في عدد المقاعد المطلوب شغلها، وله أن يمنحها كلها لمرشح واحد أو أن يوزعها على عدد من المرشحين. ويفوز بالعضوية المرشحون الحاصلون على أكبر عدد من الأصوات، وبذلك يتيح هذا الأسلوب لصغار المساهمين فرصة عادلة للتمثيل في المجلس.",
        "يصوّت المساهمون بالحضور في الجمعية أو عن بُعد عبر خدمة التصويت الإلكتروني، وتُعلَن النتائج على موقع السوق المالية السعودية بعد الاجتماع. وتُبلغ الشركة هيئة السوق المالية بأسماء الأعضاء وصفة كل منهم، تنفيذياً كان أو غير تنفيذي أو مستقلاً، خلال المدة التي تحددها اللوائح.",
      ],
    },
    {
      heading: "شغور المقاعد",
      paragraphs: [
        "إذا شغر مقعد في المجلس خلال الدورة، جاز للمجلس أن يعيّن فيه عضواً مؤقتاً تتوافر فيه شروط هذه السياسة، بناءً على توصية لجنة المكافآت والترشيحات، مع مراعاة المرشحين الذين حصلوا على أكبر عدد من الأصوات في آخر انتخاب. ويُعلَن التعيين وتُبلَّغ به هيئة السوق المالية خلال المدة التي تحددها اللوائح، ويُعرض على أول جمعية عامة عادية لإقراره، ويكمل العضو الجديد مدة سلفه.",
        "إذا نقص عدد الأعضاء عن الحد الأدنى اللازم لصحة اجتماعات المجلس، وجب على المجلس دعوة الجمعية العامة العادية إلى الانعقاد لانتخاب العدد اللازم خلال المدة التي يحددها نظام الشركات. وإذا نقص عدد الأعضاء المستقلين، أو عدد أعضاء لجنة المراجعة، عما تتطلبه اللوائح، اتخذ المجلس الإجراءات اللازمة لاستكماله في أقرب فرصة.",
      ],
    },
    {
      heading: "انتهاء العضوية",
      paragraphs: [
        "تنتهي العضوية بانتهاء الدورة، أو قبل ذلك بوفاة العضو، أو استقالته، أو فقده أي شرط من شروط العضوية، أو عزله. وللجمعية العامة العادية عزل جميع الأعضاء أو بعضهم في أي وقت، وللمجلس أن يوصي بعزل العضو الذي يتغيب عن ثلاثة اجتماعات متتالية دون عذر يقبله المجلس، أو الذي يقصّر في أداء واجباته على نحو يضر بمصلحة الشركة.",
        "يقدّم العضو الراغب في الاستقالة إشعاراً مكتوباً إلى رئيس المجلس، وتسري الاستقالة من التاريخ المحدد فيه. وإذا استقال عضو غير تنفيذي بسبب ملاحظات على إدارة الشركة، وجب عليه أن يبيّنها كتابة لرئيس المجلس لتُعرض على أعضائه. وتعلن الشركة انتهاء أي عضوية على موقع السوق المالية السعودية، مع ذكر أسبابه متى اقتضت اللوائح ذلك.",
      ],
    },
    {
      heading: "التهيئة والتقييم والمراجعة",
      paragraphs: [
        "يلتحق الأعضاء الجدد ببرنامج تعريفي يتناول استراتيجية المجموعة ووضعها المالي ومخاطرها وإطار حوكمتها، ويشمل زيارات لمجمع روافد اللوجستي في الرياض ولمصانع المجموعة في القصيم.",
        "تقيّم لجنة المكافآت والترشيحات كل عام أداء المجلس ولجانه وأعضائه، وترفع النتائج إلى المجلس مشفوعة بتوصياتها. وتراجع اللجنة هذه السياسة مرة كل سنتين على الأقل وكلما تغيرت اللوائح، ويقترح المجلس التعديلات، ولا تسري إلا بعد اعتمادها من الجمعية العامة العادية.",
      ],
    },
  ],
};

const remunerationEn: DocumentText = {
  title: "Remuneration policy for the board, committees and executives",
  subtitle: "Approved by the ordinary general assembly on 12 June 2024",
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        "This policy sets the standards and components of the remuneration of the members of the board of directors of Rawafed Group, of the members of its committees, including members from outside the board, and of its senior executives. It is issued under the Companies Law, the Corporate Governance Regulations of the Capital Market Authority and the company's bylaws. It was prepared by the Remuneration and Nominations Committee, proposed by the board and approved by the ordinary general assembly.",
        "The policy aims to attract and retain qualified members and executives, to reward them fairly for their responsibilities and results, and to align their interests with the long-term interests of the company and its shareholders, without creating incentives to take excessive risks.",
      ],
    },
    {
      heading: "General principles",
      paragraphs: [
        "When they set and review remuneration, the board and the Remuneration and Nominations Committee apply the following principles.",
      ],
      items: [
        "Remuneration is consistent with the group's strategy, objectives and financial position.",
        "It is proportionate to the duties, responsibilities, qualifications and time commitment of each member or executive.",
        "It takes into account the practice of companies of similar size and activity in the Kingdom, without going beyond what is reasonable.",
        "The variable pay of executives depends on measurable performance over the year and beyond it.",
        "The remuneration of independent members does not depend on the company's profits or share price, so that their independence is preserved.",
        "No member or executive takes part in deciding their own remuneration.",
        "Remuneration paid on the basis of information later found to be inaccurate may be recovered.",
      ],
    },
    {
      heading: "Remuneration of board members",
      paragraphs: [
        "Each non-executive and independent board member receives an annual fixed remuneration of SAR 150,000, and the chairman of the board receives SAR 250,000 in view of the additional duties of the role. Each member also receives an attendance allowance of SAR 3,000 for every board meeting, and the company pays or reimburses the reasonable travel and accommodation expenses incurred to attend meetings. The company does not pay board members any remuneration calculated as a percentage of its profits.",
        "The executive member of the board receives no remuneration for board membership; the pay of that member is set, as chief executive officer, under the provisions of this policy on senior executives. The fixed remuneration is due for each financial year and is paid once the ordinary general assembly has approved it. A member who serves for part of the year receives an amount proportionate to the period served.",
        "The total annual amount received by any board member, including committee fees and attendance allowances but excluding reimbursed expenses, may not exceed SAR 500,000, and it remains in all cases within the limits set by the Companies Law, its implementing regulations for listed companies and the instructions of the Capital Market Authority.",
      ],
    },
    {
      heading: "Remuneration of committee members",
      paragraphs: [
        "Members of the Audit Committee and of the Remuneration and Nominations Committee receive an annual committee fee of SAR 50,000 for the chairman of the committee and SAR 40,000 for each other member, and an attendance allowance of SAR 2,000 for each committee meeting. The same fees apply to committee members from outside the board.",
        "The remuneration of the Audit Committee is set in its charter approved by the general assembly. Committee fees paid to board members count towards the annual ceiling set in this policy. On the recommendation of the Remuneration and Nominations Committee, the board may set the fees of any temporary committee it forms, within the same limits.",
      ],
    },
    {
      heading: "Remuneration of senior executives",
      paragraphs: [
        "The remuneration of senior executives consists of a fixed salary with the allowances customary in the Kingdom, such as housing and transport allowances; an annual performance bonus; and benefits that include medical insurance, social insurance and end-of-service benefits under the Labor Law. With any approval the regulations require, the board may also adopt a long-term incentive plan, including a plan under which executives receive shares of the company over several years.",
        "The annual bonus depends on a scorecard agreed at the start of each year. It combines the group's financial results, such as revenue, net profit and cash generated from operations; operational objectives, such as safety on work sites and in the factories and client satisfaction; and individual objectives. The bonus of the chief executive officer may not exceed 50% of the annual fixed salary, and that of the other senior executives 40%.",
        "The Remuneration and Nominations Committee recommends the remuneration of the chief executive officer to the board and reviews the remuneration of the other senior executives proposed by the chief executive officer, within the framework and budget approved by the board. No annual bonus is paid for a year in which the group records a net loss, unless the board decides otherwise for exceptional reasons that it records in its minutes.",
      ],
    },
    {
      heading: "Withholding, reduction and recovery",
      paragraphs: [
        "If the general assembly ends the membership of a board member because of absence from three consecutive meetings without a legitimate excuse, the member is not entitled to any remuneration for the period after the last meeting attended and repays any amount received for that period. A member or executive whose membership or employment ends because of misconduct loses the right to any variable remuneration not yet paid.",
        "If it is found that remuneration was paid on the basis of inaccurate or misleading information, or in breach of this policy or of the regulations, the Audit Committee refers the matter to the board, which requires the person concerned to repay it.",
      ],
    },
    {
      heading: "Approval and disclosure",
      paragraphs: [
        "Each year the board, on the recommendation of the Remuneration and Nominations Committee, submits the total remuneration of board members to the ordinary general assembly as a separate item of the agenda, with a statement of the amount paid to each member.",
        "As the regulations require, the annual board report discloses the remuneration paid to each member of the board and of its committees, broken down into fixed remuneration, attendance allowances, committee fees and expenses, and the total remuneration of the five senior executives who received the highest pay, including the chief executive officer and the chief financial officer. The report states whether the remuneration paid complies with this policy and explains any material deviation from it.",
      ],
    },
    {
      heading: "Review and amendment",
      paragraphs: [
        "The Remuneration and Nominations Committee reviews this policy every year in the light of the group's results, market practice and changes in the regulations, and recommends any amendment to the board. Amendments take effect only once approved by the ordinary general assembly, and the policy is published on the company's website.",
      ],
    },
  ],
};

const remunerationAr: DocumentText = {
  title: "سياسة مكافآت أعضاء المجلس واللجان والإدارة التنفيذية",
  subtitle: "اعتمدتها الجمعية العامة العادية في 12 يونيو 2024",
  sections: [
    {
      heading: "الغرض ونطاق التطبيق",
      paragraphs: [
        "تحدد هذه السياسة معايير مكافآت أعضاء مجلس إدارة مجموعة روافد وأعضاء لجانه، بمن فيهم الأعضاء من خارج المجلس، ومكافآت كبار التنفيذيين فيها، والعناصر التي تتكون منها. وقد صدرت استناداً إلى نظام الشركات ولائحة حوكمة الشركات الصادرة عن هيئة السوق المالية والنظام الأساس للشركة، وأعدّتها لجنة المكافآت والترشيحات، واقترحها المجلس، واعتمدتها الجمعية العامة العادية.",
        "تهدف السياسة إلى استقطاب الأعضاء والتنفيذيين المؤهلين والمحافظة عليهم، ومكافأتهم بإنصاف على ما يتحملونه من مسؤوليات وما يحققونه من نتائج، وربط مصالحهم بمصالح الشركة ومساهميها على المدى الطويل، دون أن تنشأ عنها حوافز للإقدام على مخاطر مفرطة.",
      ],
    },
    {
      heading: "المبادئ العامة",
      paragraphs: [
        "يلتزم المجلس ولجنة المكافآت والترشيحات عند تحديد المكافآت ومراجعتها بالمبادئ الآتية.",
      ],
      items: [
        "أن تنسجم المكافآت مع استراتيجية المجموعة وأهدافها ومركزها المالي.",
        "أن تتناسب مع مهام العضو أو التنفيذي ومسؤولياته ومؤهلاته والوقت الذي يخصصه لعمله.",
        "أن تراعي الممارسات المتبعة في الشركات المماثلة حجماً ونشاطاً في المملكة، دون أن تتجاوز الحد المعقول.",
        "أن يرتبط الجزء المتغير من مكافآت التنفيذيين بأداء قابل للقياس على مدى العام وما بعده.",
        "ألا ترتبط مكافأة العضو المستقل بأرباح الشركة أو بسعر سهمها، حفاظاً على استقلاله.",
        "ألا يشارك أي عضو أو تنفيذي في تقرير مكافأته.",
        "أن يكون من الجائز استرداد أي مكافأة صُرفت بناءً على معلومات يتبيّن لاحقاً عدم دقتها.",
      ],
    },
    {
      heading: "مكافآت أعضاء مجلس الإدارة",
      paragraphs: [
        "يتقاضى كل عضو غير تنفيذي أو مستقل مكافأة سنوية ثابتة قدرها 150,000 ريال، ويتقاضى رئيس المجلس 250,000 ريال نظراً لما يتحمله من مهام إضافية. ويُصرف لكل عضو بدل حضور قدره 3,000 ريال عن كل اجتماع من اجتماعات المجلس، وتتحمل الشركة نفقات السفر والإقامة المعقولة التي يتكبدها الأعضاء لحضور الاجتماعات أو تردّها إليهم. ولا تصرف الشركة لأعضاء المجلس أي مكافأة تُحتسب نسبةً من أرباحها.",
        "لا يتقاضى العضو التنفيذي أي مكافأة عن عضويته في المجلس، وتُحدَّد مكافأته بصفته رئيساً تنفيذياً وفق أحكام هذه السياسة الخاصة بكبار التنفيذيين. وتُستحق المكافأة الثابتة عن كل سنة مالية، وتُصرف بعد موافقة الجمعية العامة العادية عليها، ويستحق العضو الذي يشغل العضوية جزءاً من السنة مكافأة تتناسب مع مدة عضويته.",
        "لا يجوز أن يتجاوز مجموع ما يتقاضاه أي عضو في السنة، بما في ذلك مكافآت اللجان وبدلات الحضور ودون احتساب النفقات المستردة، مبلغ 500,000 ريال، ويظل في جميع الأحوال في حدود ما يقرره نظام الشركات ولوائحه التنفيذية الخاصة بالشركات المدرجة وتعليمات هيئة السوق المالية.",
      ],
    },
    {
      heading: "مكافآت أعضاء اللجان",
      paragraphs: [
        "يتقاضى أعضاء لجنة المراجعة ولجنة المكافآت والترشيحات مكافأة سنوية عن عضوية اللجنة قدرها 50,000 ريال لرئيس اللجنة و40,000 ريال لكل عضو من أعضائها، وبدل حضور قدره 2,000 ريال عن كل اجتماع من اجتماعاتها، وتسري المكافآت ذاتها على أعضاء اللجان من خارج المجلس.",
        "تُحدَّد مكافآت لجنة المراجعة في لائحة عملها التي تعتمدها الجمعية العامة. وتُحتسب مكافآت اللجان التي يتقاضاها أعضاء المجلس ضمن الحد الأعلى السنوي المقرر في هذه السياسة، وللمجلس، بناءً على توصية لجنة المكافآت والترشيحات، أن يحدد مكافآت أي لجنة مؤقتة يشكّلها في الحدود ذاتها.",
      ],
    },
    {
      heading: "مكافآت كبار التنفيذيين",
      paragraphs: [
        "تتكون مكافآت كبار التنفيذيين من راتب ثابت مع البدلات المعتادة في المملكة كبدلي السكن والنقل، ومكافأة سنوية مرتبطة بالأداء، ومزايا تشمل التأمين الطبي والتأمينات الاجتماعية ومكافأة نهاية الخدمة وفقاً لنظام العمل. وللمجلس أن يعتمد، بعد الحصول على أي موافقة تتطلبها اللوائح، برنامجاً للحوافز طويلة الأجل، من بينه برنامج يحصل التنفيذيون بموجبه على أسهم في الشركة على مدى عدة سنوات.",
        "تُحدَّد المكافأة السنوية وفق بطاقة أداء يُتفق عليها في بداية كل عام، تجمع بين النتائج المالية للمجموعة كالإيرادات وصافي الربح والنقد المتولد من العمليات، والأهداف التشغيلية كالسلامة في مواقع العمل والمصانع ورضا العملاء، والأهداف الفردية. ولا يجوز أن تتجاوز المكافأة السنوية للرئيس التنفيذي 50% من راتبه الثابت السنوي، ولا أن تتجاوز مكافأة غيره من كبار التنفيذيين 40% من رواتبهم الثابتة.",
        "توصي لجنة المكافآت والترشيحات المجلس بمكافآت الرئيس التنفيذي، وتراجع مكافآت سائر كبار التنفيذيين التي يقترحها الرئيس التنفيذي في حدود الإطار والموازنة اللذين يعتمدهما المجلس. ولا تُصرف المكافأة السنوية عن أي سنة تسجل فيها المجموعة صافي خسارة، إلا إذا قرر المجلس خلاف ذلك لأسباب استثنائية يثبتها في محضر اجتماعه.",
      ],
    },
    {
      heading: "الحجب والتخفيض والاسترداد",
      paragraphs: [
        "إذا أنهت الجمعية العامة عضوية أحد أعضاء المجلس بسبب تغيّبه عن ثلاثة اجتماعات متتالية دون عذر مشروع، فلا يستحق أي مكافأة عن المدة التالية لآخر اجتماع حضره، ويلتزم بردّ ما صُرف له عنها. ويفقد العضو أو التنفيذي الذي تنتهي عضويته أو خدمته بسبب سوء السلوك حقه في أي مكافأة متغيرة لم تُصرف بعد.",
        "إذا تبيّن أن مكافأة ما صُرفت بناءً على معلومات غير دقيقة أو مضللة، أو بالمخالفة لهذه السياسة أو للأنظمة، أحالت لجنة المراجعة الأمر إلى المجلس ليطالب من صُرفت له بردّها.",
      ],
    },
    {
      heading: "الاعتماد والإفصاح",
      paragraphs: [
        "يعرض المجلس كل عام، بناءً على توصية لجنة المكافآت والترشيحات، إجمالي مكافآت أعضاء المجلس على الجمعية العامة العادية بنداً مستقلاً في جدول الأعمال، مع بيان بالمبالغ المصروفة لكل عضو.",
        "يفصح تقرير مجلس الإدارة السنوي، وفقاً لما تقتضيه اللوائح، عن المكافآت المصروفة لكل عضو من أعضاء المجلس ولجانه مفصّلةً إلى مكافآت ثابتة وبدلات حضور ومكافآت لجان ونفقات، وعن إجمالي مكافآت خمسة من كبار التنفيذيين ممن تلقوا أعلى المكافآت، من بينهم الرئيس التنفيذي والرئيس التنفيذي للمالية. ويبيّن التقرير مدى توافق المكافآت المصروفة مع هذه السياسة، ويوضح أسباب أي انحراف جوهري عنها.",
      ],
    },
    {
      heading: "المراجعة والتعديل",
      paragraphs: [
        "تراجع لجنة المكافآت والترشيحات هذه السياسة كل عام في ضوء نتائج المجموعة وممارسات السوق وتغيّر الأنظمة، وتوصي المجلس بما تراه من تعديلات. ولا تسري التعديلات إلا بعد اعتمادها من الجمعية العامة العادية، وتُنشر السياسة على الموقع الإلكتروني للشركة.",
      ],
    },
  ],
};

const dividendDistributionEn: DocumentText = {
  title: "Dividend distribution policy",
  subtitle: "Approved by the ordinary general assembly on 12 June 2024",
  sections: [
    {
      heading: "Purpose and legal framework",
      paragraphs: [
        "This policy sets out how Rawafed Group decides on, announces and pays dividends to its shareholders. It follows the Companies Law, the Corporate Governance Regulations and the other rules of the Capital Market Authority, the rules of the Saudi Exchange and of the Securities Depository Center, and the company's bylaws, which prevail in case of any conflict with this policy.",
        "The policy seeks a balance between giving shareholders a regular return on their investment and keeping the resources the group needs to maintain its factories, warehouses and fleet, to finance its growth, such as the development of Rawafed Park, and to meet its obligations to lenders.",
      ],
    },
    {
      heading: "Guideline and factors considered",
      paragraphs: [
        "Over the medium term, the board aims to recommend a cash distribution of about half of the annual net profit, within a range of 40% to 60%. This guideline is not a commitment: the amount actually distributed may be lower or higher, and the company may decide not to distribute dividends for a given year.",
        "Every recommendation to distribute dividends rests on the board's assessment of the following factors.",
      ],
      items: [
        "The net profit for the year and the retained earnings.",
        "Operating cash flows and the level of liquidity.",
        "Planned capital expenditure and the investment opportunities available.",
        "The terms of financing agreements and the level of debt.",
        "Any reserves provided for in the bylaws or decided by the general assembly.",
        "The economic outlook and the conditions of the sectors the group serves.",
        "Zakat and other legal obligations.",
      ],
    },
    {
      heading: "Distributable profits and reserves",
      paragraphs: [
        "Dividends are paid only out of distributable profits, that is the net profit for the year after zakat and the retained earnings of previous years, after setting aside any reserve provided for in the bylaws or decided by the ordinary general assembly. No dividend may be paid out of the share capital.",
        "When it decides on the profits, the ordinary general assembly may set aside part of them as a consensual reserve for purposes it specifies, such as financing expansion or keeping dividends stable in later years, and it may use retained earnings and distributable reserves to pay dividends, within the limits allowed by the law.",
      ],
    },
    {
      heading: "Annual and interim dividends",
      paragraphs: [
        "Annual dividends are decided by the ordinary general assembly on the recommendation of the board, on the basis of the audited financial statements for the year. The board's recommendation states the total amount proposed, the amount per share, its percentage of the nominal value of the share, and the entitlement and payment dates.",
        "The company may pay interim dividends on a semi-annual basis, and the ordinary general assembly may authorize the board to decide them for a period of one year, which may be renewed. Before any interim distribution, the board verifies that the company's profitability is regular, that its liquidity is reasonable, that it can reasonably forecast its profits, and that the distributable profits shown in its latest reviewed financial statements are sufficient to cover the distribution.",
      ],
    },
    {
      heading: "Entitlement and payment",
      paragraphs: [
        "Dividends are due to the shareholders registered in the company's register of shareholders kept by the Securities Depository Center at the end of the second trading day following the entitlement date set in the resolution. Treasury shares held by the company carry no right to dividends.",
        "Dividends are paid in Saudi riyals directly into the bank accounts linked to shareholders' investment portfolios, on the payment date announced with the resolution and within the period set by the Companies Law. A shareholder whose account could not be credited may claim the dividend through the investor relations department; unpaid dividends remain due to the shareholder and are kept by the company in a separate account.",
      ],
    },
    {
      heading: "Bonus shares",
      paragraphs: [
        "The board may recommend increasing the capital by issuing bonus shares, financed by capitalizing reserves or retained earnings. Such an increase requires the approval of the Capital Market Authority and of the extraordinary general assembly. The new shares are allotted to shareholders in proportion to their holdings on the entitlement date; fractions of shares are sold and the proceeds are distributed to the shareholders entitled to them.",
      ],
    },
    {
      heading: "Announcement and disclosure",
      paragraphs: [
        "The company announces on the Saudi Exchange website, without delay, any recommendation or decision of the board to distribute cash dividends or bonus shares, with the amount, the entitlement and payment dates and the conditions of eligibility, and then publishes it on its own website. It also announces the resolution of the general assembly on the matter and the start of payment.",
        "The annual board report sets out the dividends paid and proposed for the year, their percentage of the nominal value of the share and their ratio to net profit, and explains any departure from the guideline in this policy.",
      ],
    },
    {
      heading: "Review and questions",
      paragraphs: [
        "The board reviews this policy at least every three years, or earlier if the company's circumstances or the regulations change. Amendments take effect only once approved by the ordinary general assembly.",
        "Shareholders may send their questions about dividends to the investor relations department at the head office in Riyadh, which answers within three working days. Questions about investment accounts should be addressed to the shareholder's broker or to the Securities Depository Center.",
      ],
    },
  ],
};

const dividendDistributionAr: DocumentText = {
  title: "سياسة توزيع الأرباح",
  subtitle: "اعتمدتها الجمعية العامة العادية في 12 يونيو 2024",
  sections: [
    {
      heading: "الغرض والإطار النظامي",
      paragraphs: [
        "تبيّن هذه السياسة كيف تقرر مجموعة روافد توزيع الأرباح على مساهميها، وكيف تعلن عنه وتصرفه. وتستند السياسة إلى نظام الشركات، ولائحة حوكمة الشركات وغيرها من لوائح هيئة السوق المالية، وقواعد السوق المالية السعودية ومركز إيداع الأوراق المالية، والنظام الأساس للشركة الذي تكون له الأولوية عند تعارضه مع أي حكم من أحكامها.",
        "تسعى السياسة إلى تحقيق التوازن بين منح المساهمين عائداً منتظماً على استثماراتهم، والاحتفاظ بالموارد التي تحتاج إليها المجموعة لصيانة مصانعها ومستودعاتها وأسطولها، وتمويل نموها كتطوير مجمع روافد اللوجستي، والوفاء بالتزاماتها تجاه الجهات المموّلة.",
      ],
    },
    {
      heading: "التوجه العام والعوامل المؤثرة",
      paragraphs: [
        "يسعى المجلس على المدى المتوسط إلى التوصية بتوزيع أرباح نقدية تعادل نحو نصف صافي الربح السنوي، في نطاق يتراوح بين 40% و60% منه. ويُعدّ هذا التوجه إرشادياً وليس التزاماً، فقد يقل المبلغ الموزع فعلاً عنه أو يزيد، وقد تقرر الشركة عدم توزيع أرباح عن سنة ما.",
        "تستند كل توصية بتوزيع الأرباح إلى تقييم يجريه المجلس للعوامل الآتية.",
      ],
      items: [
        "صافي ربح السنة والأرباح المبقاة.",
        "التدفقات النقدية التشغيلية ومستوى السيولة.",
        "النفقات الرأسمالية المخططة وفرص الاستثمار المتاحة.",
        "شروط اتفاقيات التمويل ومستوى المديونية.",
        "الاحتياطيات التي ينص عليها النظام الأساس أو تقررها الجمعية العامة.",
        "التوقعات الاقتصادية وأوضاع القطاعات التي تخدمها المجموعة.",
        "الزكاة وغيرها من الالتزامات النظامية.",
      ],
    },
    {
      heading: "الأرباح القابلة للتوزيع والاحتياطيات",
      paragraphs: [
        "لا تُوزَّع الأرباح إلا من الأرباح القابلة للتوزيع، وهي صافي ربح السنة بعد الزكاة والأرباح المبقاة من السنوات السابقة، بعد تجنيب أي احتياطي ينص عليه النظام الأساس أو تقرره الجمعية العامة العادية. ولا يجوز توزيع أي أرباح من رأس المال.",
        "للجمعية العامة العادية، عند تقرير نصيب الأسهم في صافي الأرباح، أن تجنّب جزءاً منها احتياطياً اتفاقياً تخصصه لأغراض تحددها، كتمويل التوسعات أو الحفاظ على استقرار التوزيعات في السنوات اللاحقة، ولها أن تستخدم الأرباح المبقاة والاحتياطيات القابلة للتوزيع في توزيع الأرباح، في الحدود التي يسمح بها النظام.",
      ],
    },
    {
      heading: "التوزيعات السنوية والمرحلية",
      paragraphs: [
        "تقرر الجمعية العامة العادية توزيع الأرباح السنوية بناءً على توصية المجلس، استناداً إلى القوائم المالية المدققة للسنة. وتتضمن توصية المجلس المبلغ الإجمالي المقترح توزيعه، ونصيب السهم الواحد منه، ونسبته إلى القيمة الاسمية للسهم، وتاريخي الأحقية والصرف.",
        "يجوز للشركة توزيع أرباح مرحلية بصفة نصف سنوية، وللجمعية العامة العادية أن تفوّض المجلس في إقرارها لمدة سنة قابلة للتجديد. ويتحقق المجلس قبل أي توزيع مرحلي من انتظام ربحية الشركة، وتوافر سيولة معقولة لديها، وقدرتها على توقع مستوى أرباحها بصورة معقولة، وكفاية الأرباح القابلة للتوزيع الظاهرة في آخر قوائم مالية مفحوصة لتغطية التوزيع.",
      ],
    },
    {
      heading: "الأحقية والصرف",
      paragraphs: [
        "تُستحق الأرباح للمساهمين المقيدين في سجل مساهمي الشركة لدى مركز إيداع الأوراق المالية بنهاية ثاني يوم تداول يلي تاريخ الأحقية المحدد في القرار. ولا تستحق أسهم الخزينة التي تحتفظ بها الشركة أي أرباح.",
        "تُصرف الأرباح بالريال السعودي مباشرة في الحسابات البنكية المرتبطة بالمحافظ الاستثمارية للمساهمين، في تاريخ الصرف المعلن مع القرار وخلال المدة التي يحددها نظام الشركات. ويمكن للمساهم الذي تعذّر إيداع أرباحه في حسابه أن يطالب بها عن طريق إدارة علاقات المستثمرين، وتبقى الأرباح غير المصروفة حقاً له تحتفظ بها الشركة في حساب مستقل.",
      ],
    },
    {
      heading: "أسهم المنحة",
      paragraphs: [
        "للمجلس أن يوصي بزيادة رأس المال بإصدار أسهم منحة عن طريق رسملة الاحتياطيات أو الأرباح المبقاة، ويتطلب ذلك موافقة هيئة السوق المالية والجمعية العامة غير العادية. وتُخصَّص الأسهم الجديدة للمساهمين بنسبة ما يملكونه في تاريخ الأحقية، وتُباع كسور الأسهم ويُوزَّع ثمنها على مستحقيها.",
      ],
    },
    {
      heading: "الإعلان والإفصاح",
      paragraphs: [
        "تعلن الشركة على موقع السوق المالية السعودية، دون تأخير، أي توصية أو قرار من المجلس بتوزيع أرباح نقدية أو أسهم منحة، مع بيان المبلغ وتاريخي الأحقية والصرف وضوابط الاستحقاق، ثم تنشره على موقعها الإلكتروني. كما تعلن قرار الجمعية العامة في هذا الشأن وبدء صرف الأرباح.",
        "يبيّن تقرير مجلس الإدارة السنوي الأرباح الموزعة والمقترح توزيعها عن السنة، ونسبتها إلى القيمة الاسمية للسهم وإلى صافي الربح، ويوضح أسباب أي اختلاف عن التوجه الوارد في هذه السياسة.",
      ],
    },
    {
      heading: "المراجعة والاستفسارات",
      paragraphs: [
        "يراجع المجلس هذه السياسة مرة كل ثلاث سنوات على الأقل، أو قبل ذلك إذا تغيرت ظروف الشركة أو الأنظمة، ولا تسري التعديلات إلا بعد اعتمادها من الجمعية العامة العادية.",
        "يمكن للمساهمين توجيه استفساراتهم عن توزيعات الأرباح إلى إدارة علاقات المستثمرين في المقر الرئيسي بالرياض، التي تجيب عنها خلال ثلاثة أيام عمل. أما الاستفسارات المتعلقة بالحسابات الاستثمارية فتوجَّه إلى الوسيط المالي أو مركز إيداع الأوراق المالية.",
      ],
    },
  ],
};

const disclosureEn: DocumentText = {
  title: "Disclosure and transparency policy",
  subtitle: "Approved by the board of directors on 18 March 2024",
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        "This policy sets the rules and procedures by which Rawafed Group discloses information to shareholders, investors and the market, so that they can take their decisions on the basis of complete, accurate and timely information. It applies the disclosure requirements of the Capital Market Law and its implementing regulations, the Corporate Governance Regulations, the Listing Rules and the rules of the Saudi Exchange for companies listed on the parallel market.",
        "It applies to the board, its committees, executive management and every employee who has access to information about the group, including staff of its subsidiaries and of its offices in Riyadh, Buraydah, Dammam, Jeddah and Cairo.",
      ],
    },
    {
      heading: "Principles of disclosure",
      paragraphs: ["Disclosure by the company follows these principles."],
      items: [
        "Timeliness: material information is disclosed without delay, as soon as it becomes known and can be stated with reasonable accuracy.",
        "Accuracy and completeness: disclosures are clear, correct and not misleading, and they do not leave out facts needed to understand them.",
        "Equal access: information is made available to all shareholders and investors at the same time, and no person receives material information that has not been published.",
        "Exchange first: announcements are published on the Saudi Exchange website before they are given to any other party or released through any other channel.",
        "Consistency: the company applies the same criteria over time and explains any change in the way it presents information.",
        "Language: announcements are published in Arabic and, where possible, in English; the Arabic text prevails.",
      ],
    },
    {
      heading: "Information the company discloses",
      paragraphs: [
        "The company discloses periodic information within the deadlines set by the regulations for companies listed on the parallel market, in particular its audited annual financial statements, its interim financial statements, the annual board report, invitations to general assemblies with their agendas and documents, and the results of each assembly.",
        "It also discloses without delay any material development that is not public knowledge and may affect the price of its shares, including the following.",
      ],
      items: [
        "Significant contracts, and the award or loss of major projects.",
        "Acquisitions, disposals and investments of a significant size.",
        "Financing arrangements and changes in the level of debt.",
        "Board recommendations on dividends and on changes to the share capital.",
        "Changes to the board or its committees, or in the positions of chief executive officer and chief financial officer.",
        "Transactions with related parties that the regulations require to be disclosed.",
        "Material lawsuits, judgments and penalties.",
        "Any event that interrupts a significant part of the group's operations, such as a major incident at a factory or warehouse.",
      ],
    },
    {
      heading: "Roles and responsibilities",
      paragraphs: [
        "The board approves this policy, oversees its application and is responsible for the accuracy of the information disclosed. The Audit Committee reviews the annual and interim financial statements and recommends them to the board before they are published. The chief executive officer and the chief financial officer make sure that information reaches those responsible for disclosure in good time.",
        "A disclosure team made up of the chief financial officer, the head of legal affairs and compliance, the investor relations manager and the board secretary assesses whether information is material, prepares announcements and keeps a record of them. The investor relations department publishes announcements on the Saudi Exchange website and then on the company's website, and answers shareholders' questions.",
      ],
    },
    {
      heading: "Disclosure procedure",
      paragraphs: [
        "Any manager who becomes aware of an event that may be material informs the disclosure team immediately. The team assesses the event against the criteria of the regulations and, if it is material, prepares a draft announcement that states the facts, their expected financial effect where it can be estimated, and the date of the event.",
        "Announcements of material developments are approved by the chief executive officer, or by the chairman for matters that concern the board, and financial results are approved by the board on the recommendation of the Audit Committee. Announcements are published through the electronic disclosure system of the Saudi Exchange at the times its rules allow, and then in the investor relations section of the company's website. If an announcement contains an error, the company publishes a correction as soon as the error is found.",
      ],
    },
    {
      heading: "Confidentiality and inside information",
      paragraphs: [
        "Until it is disclosed, material information is confidential and may be shared only with those who need it for their work and with advisers bound by confidentiality. The board secretary keeps a list of the insiders who have access to such information. If material information leaks before it is announced, the company discloses it without delay.",
        "Board members, senior executives and their relatives may not deal in the company's shares on the basis of undisclosed information, nor during the closed periods set by the regulations before the announcement of financial results. They inform the company of their dealings, and the company discloses them as the regulations require.",
      ],
    },
    {
      heading: "Communication with investors and the media",
      paragraphs: [
        "Only the chairman, the chief executive officer, the chief financial officer and the investor relations manager may speak on behalf of the company to investors, analysts and the media, and only within the limits of information already disclosed. The company does not comment on rumors or market speculation unless the Capital Market Authority or the Saudi Exchange asks it to, or unless a rumor shows that material information has leaked.",
        "The investor relations department answers shareholders' questions within three working days. Presentations to analysts and investors contain only information that has already been published, and they are made available on the company's website.",
      ],
    },
    {
      heading: "The board report and disclosure of interests",
      paragraphs: [
        "The annual board report presents the group's activities, results, risks and outlook, the composition of the board and its committees, the number of meetings and the attendance of each member, the remuneration paid, transactions with related parties, the application of the Corporate Governance Regulations and the results of the annual review of the effectiveness of internal control.",
        "Board members and senior executives disclose to the company their shareholdings and those of their relatives, their memberships of other boards and any interest in the company's business, and they update these disclosures whenever they change. The board secretary keeps a register of these disclosures.",
      ],
    },
    {
      heading: "Compliance and review",
      paragraphs: [
        "A breach of this policy exposes the person responsible to disciplinary measures and, where applicable, to the penalties provided for in the regulations. The Legal Affairs and Compliance department reviews this policy every year and proposes amendments to the board, which approves them.",
      ],
    },
  ],
};

const disclosureAr: DocumentText = {
  title: "سياسة الإفصاح والشفافية",
  subtitle: "اعتمدها مجلس الإدارة في 18 مارس 2024",
  sections: [
    {
      heading: "الغرض ونطاق التطبيق",
      paragraphs: [
        "تحدد هذه السياسة القواعد والإجراءات التي تتبعها مجموعة روافد في الإفصاح عن المعلومات للمساهمين والمستثمرين والسوق، ليتخذوا قراراتهم على أساس معلومات كاملة ودقيقة وفي وقتها. وتطبّق السياسة متطلبات الإفصاح الواردة في نظام السوق المالية ولوائحه التنفيذية، ولائحة حوكمة الشركات، وقواعد الإدراج، وقواعد السوق المالية السعودية الخاصة بالشركات المدرجة في السوق الموازية.",
        "تسري السياسة على مجلس الإدارة ولجانه والإدارة التنفيذية وكل موظف يطّلع على معلومات تخص المجموعة، بمن فيهم العاملون في شركاتها التابعة وفي مكاتبها بالرياض وبريدة والدمام وجدة والقاهرة.",
      ],
    },
    {
      heading: "مبادئ الإفصاح",
      paragraphs: ["يلتزم إفصاح الشركة بالمبادئ الآتية."],
      items: [
        "التوقيت: يُفصح عن المعلومات الجوهرية دون تأخير، فور العلم بها وإمكان بيانها بدقة معقولة.",
        "الدقة والاكتمال: تكون الإفصاحات واضحة وصحيحة وغير مضللة، ولا تُغفل أي وقائع لازمة لفهمها.",
        "المساواة: تُتاح المعلومات لجميع المساهمين والمستثمرين في الوقت نفسه، ولا يحصل أي شخص على معلومات جوهرية لم يُعلن عنها.",
        "أولوية السوق: تُنشر الإعلانات على موقع السوق المالية السعودية قبل تقديمها لأي جهة أخرى أو نشرها عبر أي وسيلة أخرى.",
        "الاتساق: تطبّق الشركة المعايير ذاتها على مر الوقت، وتوضح أي تغيير في طريقة عرض المعلومات.",
        "اللغة: تُنشر الإعلانات باللغة العربية، وباللغة الإنجليزية متى أمكن، ويكون النص العربي هو المرجع.",
      ],
    },
    {
      heading: "المعلومات التي تفصح عنها الشركة",
      paragraphs: [
        "تفصح الشركة عن المعلومات الدورية خلال المواعيد التي تحددها اللوائح للشركات المدرجة في السوق الموازية، ولا سيما قوائمها المالية السنوية المدققة، وقوائمها المالية الأولية، وتقرير مجلس الإدارة السنوي، والدعوات إلى الجمعيات العامة مع جداول أعمالها ووثائقها، ونتائج كل جمعية.",
        "كما تفصح دون تأخير عن أي تطورات جوهرية لا يعلم بها الجمهور وقد تؤثر في سعر أسهمها، ومن ذلك ما يأتي.",
      ],
      items: [
        "العقود المهمة، وترسية المشاريع الكبرى على الشركة أو خسارتها.",
        "عمليات الاستحواذ والبيع والاستثمار ذات الحجم المؤثر.",
        "ترتيبات التمويل والتغيرات في مستوى المديونية.",
        "توصيات المجلس بشأن توزيع الأرباح وتعديل رأس المال.",
        "التغييرات في مجلس الإدارة أو لجانه، أو في منصبي الرئيس التنفيذي والرئيس التنفيذي للمالية.",
        "التعاملات مع الأطراف ذوي العلاقة التي توجب اللوائح الإفصاح عنها.",
        "الدعاوى القضائية والأحكام والعقوبات الجوهرية.",
        "أي حدث يعطّل جزءاً مهماً من عمليات المجموعة، كوقوع حادث كبير في أحد المصانع أو المستودعات.",
      ],
    },
    {
      heading: "الأدوار والمسؤوليات",
      paragraphs: [
        "يعتمد مجلس الإدارة هذه السياسة ويشرف على تطبيقها، وهو مسؤول عن صحة المعلومات المفصح عنها. وتراجع لجنة المراجعة القوائم المالية السنوية والأولية وتوصي المجلس باعتمادها قبل نشرها. ويحرص الرئيس التنفيذي والرئيس التنفيذي للمالية على وصول المعلومات إلى المسؤولين عن الإفصاح في الوقت المناسب.",
        "يتولى فريق للإفصاح، يضم الرئيس التنفيذي للمالية ورئيس الشؤون القانونية والالتزام وممثل إدارة علاقات المستثمرين وأمين سر المجلس، تقييم جوهرية المعلومات وإعداد الإعلانات والاحتفاظ بسجل لها. وتنشر إدارة علاقات المستثمرين الإعلانات على موقع السوق المالية السعودية ثم على الموقع الإلكتروني للشركة، وتجيب عن أسئلة المساهمين.",
      ],
    },
    {
      heading: "إجراءات الإفصاح",
      paragraphs: [
        "على كل مدير يعلم بحدث قد يكون جوهرياً أن يبلغ فريق الإفصاح فوراً، فيقيّم الفريق الحدث وفق المعايير الواردة في اللوائح، فإذا ثبتت جوهريته أعدّ مسودة إعلان تبيّن الوقائع، وأثرها المالي المتوقع متى أمكن تقديره، وتاريخ وقوع الحدث.",
        "يعتمد الرئيس التنفيذي إعلانات التطورات الجوهرية، ويعتمدها رئيس المجلس فيما يخص شؤون المجلس، ويعتمد المجلس النتائج المالية بناءً على توصية لجنة المراجعة. وتُنشر الإعلانات عبر نظام الإفصاح الإلكتروني للسوق المالية السعودية في الأوقات التي تسمح بها قواعدها، ثم في قسم علاقات المستثمرين على الموقع الإلكتروني للشركة. وإذا تضمّن إعلان ما خطأً، نشرت الشركة تصحيحاً له فور اكتشافه.",
      ],
    },
    {
      heading: "السرية والمعلومات الداخلية",
      paragraphs: [
        "تبقى المعلومات الجوهرية سرية إلى أن يُفصح عنها، ولا يجوز إطلاع أحد عليها إلا من يحتاج إليها لأداء عمله والمستشارين الملتزمين بالسرية. ويحتفظ أمين سر المجلس بقائمة بالمطّلعين على هذه المعلومات، وإذا تسربت معلومات جوهرية قبل الإعلان عنها أفصحت الشركة عنها دون تأخير.",
        "لا يجوز لأعضاء المجلس وكبار التنفيذيين وأقاربهم التداول في أسهم الشركة بناءً على معلومات لم يُفصح عنها، ولا خلال فترات الحظر التي تحددها اللوائح قبل الإعلان عن النتائج المالية. وعليهم إبلاغ الشركة بتعاملاتهم، وتفصح الشركة عنها وفقاً لما تقتضيه اللوائح.",
      ],
    },
    {
      heading: "التواصل مع المستثمرين ووسائل الإعلام",
      paragraphs: [
        "لا يتحدث باسم الشركة إلى المستثمرين والمحللين ووسائل الإعلام إلا رئيس المجلس والرئيس التنفيذي والرئيس التنفيذي للمالية وممثل إدارة علاقات المستثمرين، وفي حدود المعلومات التي سبق الإفصاح عنها. ولا تعلّق الشركة على الشائعات أو تكهنات السوق، إلا إذا طلبت منها ذلك هيئة السوق المالية أو السوق المالية السعودية، أو إذا كشفت الشائعة عن تسرب معلومات جوهرية.",
        "تجيب إدارة علاقات المستثمرين عن أسئلة المساهمين خلال ثلاثة أيام عمل. ولا تتضمن العروض المقدمة للمحللين والمستثمرين إلا معلومات سبق نشرها، وتُتاح هذه العروض على الموقع الإلكتروني للشركة.",
      ],
    },
    {
      heading: "تقرير مجلس الإدارة والإفصاح عن المصالح",
      paragraphs: [
        "يعرض تقرير مجلس الإدارة السنوي أنشطة المجموعة ونتائجها ومخاطرها وتوقعاتها، وتشكيل المجلس ولجانه، وعدد الاجتماعات وحضور كل عضو، والمكافآت المصروفة، والتعاملات مع الأطراف ذوي العلاقة، ومدى تطبيق لائحة حوكمة الشركات، ونتائج المراجعة السنوية لفاعلية الرقابة الداخلية.",
        "يفصح أعضاء المجلس وكبار التنفيذيين للشركة عن ملكياتهم وملكيات أقاربهم من أسهمها، وعن عضوياتهم في مجالس الإدارة الأخرى، وعن أي مصلحة لهم في أعمال الشركة، ويحدّثون هذه الإفصاحات كلما تغيرت. ويحتفظ أمين سر المجلس بسجل لهذه الإفصاحات.",
      ],
    },
    {
      heading: "الالتزام والمراجعة",
      paragraphs: [
        "تعرّض مخالفة هذه السياسة المسؤول عنها للإجراءات التأديبية، وللعقوبات المنصوص عليها في الأنظمة عند الاقتضاء. وتراجع إدارة الشؤون القانونية والالتزام هذه السياسة كل عام، وتقترح تعديلاتها على المجلس ليعتمدها.",
      ],
    },
  ],
};

const conflictOfInterestEn: DocumentText = {
  title: "Conflict of interest policy",
  subtitle: "Approved by the board of directors on 18 March 2024",
  sections: [
    {
      heading: "Purpose and scope",
      paragraphs: [
        "This policy helps Rawafed Group identify, prevent and manage situations in which the personal interests of the people who act for the company could conflict with the interests of the company or of its shareholders. It applies the provisions of the Companies Law and of the Corporate Governance Regulations on conflicts of interest, business with related parties and competing businesses.",
        "It applies to the members of the board and of its committees, including committee members from outside the board, to senior executives and to all employees of the group and, in the cases it specifies, to their relatives.",
      ],
    },
    {
      heading: "Definitions",
      paragraphs: ["In this policy, the following terms have the meanings given below."],
      items: [
        "Conflict of interest: a situation in which a personal, financial or family interest of a person covered by this policy influences, or could reasonably appear to influence, the objective performance of that person's duties towards the company.",
        "Relatives: fathers, mothers, grandfathers and grandmothers and their ascendants; children and grandchildren and their descendants; brothers and sisters; and spouses, in line with the definition used in the regulations of the Capital Market Authority.",
        "Related parties: the persons defined as such in the regulations, including substantial shareholders, board members, senior executives, their relatives and the entities they control.",
        "Competing business: any activity that competes with the company or with one of its lines of business, such as storage solutions, logistics services or the manufacture of racking and pallets, whether carried out directly or through another entity.",
      ],
    },
    {
      heading: "Interests of board members in the company's business",
      paragraphs: [
        "A board member may not have any direct or indirect interest in the business and contracts made for the company's account without the authorization required by the Companies Law. The member must inform the board of any such interest as soon as it arises, and the notification is recorded in the minutes of the meeting.",
        "The member concerned may not take part in the deliberations or vote on the matter at the board, at its committees or at the general assembly. The chairman informs the ordinary general assembly of the business and contracts in which a board member has an interest, together with a special report of the external auditor, and the board report sets them out.",
      ],
    },
    {
      heading: "Competing businesses",
      paragraphs: [
        "A board member may not engage in any business that competes with the company or with one of its activities without the prior authorization of the ordinary general assembly, renewed every year. The member informs the board of the competing business before the assembly, and the Remuneration and Nominations Committee, with the Legal Affairs and Compliance department, assesses whether and to what extent it competes with the company's activities.",
        "If the member does not obtain the authorization or it is not renewed, the member must end the competing business or resign from the board, and the company may claim compensation for any damage it suffers. The board makes sure that a member who has a competing business does not receive confidential information about the activity concerned.",
      ],
    },
    {
      heading: "Transactions with related parties",
      paragraphs: [
        "Every proposed transaction with a related party is reviewed by the Audit Committee before it is concluded, to confirm that it serves the interests of the company and is made on terms no more favorable to the related party than those available from independent parties. The committee's recommendation is presented to the board, which decides in the absence of the members concerned, and the transaction is then submitted for any further approval the regulations require.",
        "The company keeps a register of transactions with related parties, announces on the Saudi Exchange website those that reach the thresholds set by the regulations, and discloses all of them in the annual board report.",
      ],
    },
    {
      heading: "Executives and employees",
      paragraphs: [
        "Senior executives and employees sign a declaration of interests when they join and update it every year and whenever their circumstances change. They may not take part in a decision, tender or evaluation involving a supplier, client or contractor with which they or their relatives have a relationship, and they may not hold outside employment that conflicts with their duties without the written approval of the chief executive officer.",
        "Employees may not accept gifts, hospitality or benefits that could influence their decisions. Cash gifts are refused in all cases, other gifts worth more than SAR 500 are declined or handed over to the company, and every gift offered is recorded by the Legal Affairs and Compliance department. Relatives may be employed only if neither reports to the other, directly or indirectly.",
      ],
    },
    {
      heading: "Procedures, register and breaches",
      paragraphs: [
        "The declarations of board and committee members are filed with the board secretary, and those of executives and employees with the Legal Affairs and Compliance department. Each keeps a register of the interests declared and of the decisions taken on them, which the Audit Committee reviews every year.",
        "Anyone who suspects an undeclared conflict of interest may report it through the reporting channel of the Audit Committee. A breach of this policy may lead to disciplinary action up to dismissal for employees, to a recommendation to the general assembly to end the membership of a board member, and to a claim for compensation and for the return of any gain obtained.",
      ],
    },
    {
      heading: "Review",
      paragraphs: [
        "The Audit Committee reviews this policy every year with the Legal Affairs and Compliance department and recommends any amendment to the board, which approves it. The policy is published on the company's website.",
      ],
    },
  ],
};

const conflictOfInterestAr: DocumentText = {
  title: "سياسة تعارض المصالح",
  subtitle: "اعتمدها مجلس الإدارة في 18 مارس 2024",
  sections: [
    {
      heading: "الغرض ونطاق التطبيق",
      paragraphs: [
        "تساعد هذه السياسة مجموعة روافد على تحديد الحالات التي قد تتعارض فيها المصالح الشخصية لمن يعملون باسمها مع مصالحها أو مصالح مساهميها، وعلى منع هذه الحالات وإدارتها. وتطبّق السياسة أحكام نظام الشركات ولائحة حوكمة الشركات المتعلقة بتعارض المصالح والتعاملات مع الأطراف ذوي العلاقة والأعمال المنافسة.",
        "تسري السياسة على أعضاء مجلس الإدارة ولجانه، بمن فيهم أعضاء اللجان من خارج المجلس، وعلى كبار التنفيذيين وجميع العاملين في المجموعة، وعلى أقاربهم في الحالات التي تنص عليها.",
      ],
    },
    {
      heading: "التعريفات",
      paragraphs: ["يُقصد بالمصطلحات الآتية في هذه السياسة المعاني المبيّنة أمام كل منها."],
      items: [
        "تعارض المصالح: الحالة التي تؤثر فيها مصلحة شخصية أو مالية أو عائلية لأحد المشمولين بهذه السياسة، أو يُحتمل على نحو معقول أن تبدو مؤثرة، في أدائه الموضوعي لواجباته تجاه الشركة.",
        "الأقارب: الآباء والأمهات والأجداد والجدات وإن علوا، والأولاد وأولادهم وإن نزلوا، والإخوة والأخوات، والأزواج والزوجات، وفقاً للتعريف الوارد في لوائح هيئة السوق المالية.",
        "الأطراف ذوو العلاقة: من تعدّهم اللوائح كذلك، ومنهم كبار المساهمين وأعضاء المجلس وكبار التنفيذيين وأقاربهم والمنشآت التي يسيطرون عليها.",
        "العمل المنافس: أي نشاط ينافس الشركة أو أحد فروع نشاطها، كحلول التخزين أو الخدمات اللوجستية أو تصنيع الأرفف والطبليات، سواء مورس مباشرة أو من خلال منشأة أخرى.",
      ],
    },
    {
      heading: "مصالح أعضاء المجلس في أعمال الشركة وعقودها",
      paragraphs: [
        "لا يجوز لعضو مجلس الإدارة أن تكون له مصلحة مباشرة أو غير مباشرة في الأعمال والعقود التي تتم لحساب الشركة إلا بالترخيص الذي يشترطه نظام الشركات. وعلى العضو أن يبلغ المجلس بأي مصلحة من هذا النوع فور نشوئها، ويُثبت الإبلاغ في محضر الاجتماع.",
        "لا يجوز للعضو صاحب المصلحة الاشتراك في المداولة أو التصويت على الموضوع في المجلس أو في لجانه أو في الجمعية العامة. ويبلغ رئيس المجلس الجمعية العامة العادية بالأعمال والعقود التي لأحد الأعضاء مصلحة فيها، مرفقاً بها تقرير خاص من مراجع الحسابات الخارجي، ويتضمنها تقرير مجلس الإدارة.",
      ],
    },
    {
      heading: "الأعمال المنافسة",
      paragraphs: [
        "لا يجوز لعضو المجلس أن يشترك في أي عمل ينافس الشركة أو ينافسها في أحد فروع نشاطها إلا بترخيص مسبق من الجمعية العامة العادية يُجدَّد كل عام. وعلى العضو أن يبلغ المجلس بالعمل المنافس قبل انعقاد الجمعية، وتقيّم لجنة المكافآت والترشيحات، بالتعاون مع إدارة الشؤون القانونية والالتزام، مدى منافسة هذا العمل لأنشطة الشركة.",
        "إذا لم يحصل العضو على الترخيص أو لم يُجدَّد له، وجب عليه إنهاء العمل المنافس أو الاستقالة من المجلس، وللشركة أن تطالبه بالتعويض عن أي ضرر يلحق بها. ويحرص المجلس على ألا يطّلع العضو الذي يزاول عملاً منافساً على المعلومات السرية المتعلقة بالنشاط المعني.",
      ],
    },
    {
      heading: "التعاملات مع الأطراف ذوي العلاقة",
      paragraphs: [
        "تراجع لجنة المراجعة كل تعامل مقترح مع طرف ذي علاقة قبل إبرامه، للتأكد من أنه يحقق مصلحة الشركة وأنه يتم بشروط لا تمنح الطرف ذا العلاقة أفضل مما يمكن الحصول عليه في التعامل مع الأطراف المستقلة. وتُعرض توصية اللجنة على المجلس ليقرر في غياب الأعضاء أصحاب المصلحة، ثم يُعرض التعامل على الجهة المختصة بالموافقة عليه وفقاً للوائح.",
        "تحتفظ الشركة بسجل للتعاملات مع الأطراف ذوي العلاقة، وتعلن على موقع السوق المالية السعودية ما يبلغ منها الحدود التي تقررها اللوائح، وتفصح عنها جميعاً في تقرير مجلس الإدارة السنوي.",
      ],
    },
    {
      heading: "كبار التنفيذيين والعاملون",
      paragraphs: [
        "يوقّع كبار التنفيذيين والعاملون إقراراً بمصالحهم عند التحاقهم بالعمل، ويحدّثونه كل عام وكلما تغيرت ظروفهم. ولا يجوز لهم المشاركة في أي قرار أو مناقصة أو تقييم يتعلق بمورد أو عميل أو مقاول تربطهم أو تربط أقاربهم به علاقة، ولا الجمع بين عملهم في الشركة وعمل خارجي يتعارض مع واجباتهم إلا بموافقة مكتوبة من الرئيس التنفيذي.",
        "لا يجوز للعاملين قبول الهدايا أو الضيافة أو المنافع التي قد تؤثر في قراراتهم، وتُرفض الهدايا النقدية في جميع الأحوال، ويُعتذر عن قبول الهدايا الأخرى التي تزيد قيمتها على 500 ريال أو تُسلَّم إلى الشركة، وتسجّل إدارة الشؤون القانونية والالتزام كل هدية تُعرض. ولا يجوز تعيين الأقارب إلا إذا لم يكن أحدهم تابعاً للآخر إدارياً بصورة مباشرة أو غير مباشرة.",
      ],
    },
    {
      heading: "الإجراءات والسجل والمخالفات",
      paragraphs: [
        "تودَع إقرارات أعضاء المجلس واللجان لدى أمين سر المجلس، وإقرارات التنفيذيين والعاملين لدى إدارة الشؤون القانونية والالتزام، ويحتفظ كل منهما بسجل للمصالح المفصح عنها والقرارات المتخذة بشأنها، تراجعه لجنة المراجعة كل عام.",
        "لكل من يشتبه في وجود تعارض مصالح لم يُفصح عنه أن يبلغ عنه عبر قناة الإبلاغ التابعة للجنة المراجعة. وقد تؤدي مخالفة هذه السياسة إلى إجراءات تأديبية تصل إلى الفصل بالنسبة إلى العاملين، وإلى توصية الجمعية العامة بإنهاء عضوية عضو المجلس المخالف، وإلى المطالبة بالتعويض وبردّ أي منفعة تحققت من المخالفة.",
      ],
    },
    {
      heading: "المراجعة",
      paragraphs: [
        "تراجع لجنة المراجعة هذه السياسة كل عام بالتعاون مع إدارة الشؤون القانونية والالتزام، وتوصي المجلس بما تراه من تعديلات ليعتمدها، وتُنشر السياسة على الموقع الإلكتروني للشركة.",
      ],
    },
  ],
};

/** Every governance document, keyed by its download id (downloads.ts), in English and Arabic. */
export const policies: Record<PolicyId, { en: DocumentText; ar: DocumentText }> = {
  "policy-corporate-governance": { en: corporateGovernanceEn, ar: corporateGovernanceAr },
  "policy-board-membership": { en: boardMembershipEn, ar: boardMembershipAr },
  "policy-remuneration": { en: remunerationEn, ar: remunerationAr },
  "policy-dividend-distribution": { en: dividendDistributionEn, ar: dividendDistributionAr },
  "policy-disclosure": { en: disclosureEn, ar: disclosureAr },
  "policy-conflict-of-interest": { en: conflictOfInterestEn, ar: conflictOfInterestAr },
};
