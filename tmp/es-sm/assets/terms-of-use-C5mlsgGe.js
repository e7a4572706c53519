var e=`---
title: Términos de uso
updated: 22 de noviembre de 2026
---

Estos Términos de uso (los “Términos”) constituyen un acuerdo legal entre usted y {{company}} (“{{brand}}”, “nosotros” o “nuestro”). Rigen el uso que usted haga del sitio web de {{brand}}, de sus formularios de solicitud de cotización y de cualquier página, correo electrónico y servicio relacionados (en conjunto, el “Servicio”). Léalos con atención.

!! IMPORTANTE: ESTOS TÉRMINOS CONTIENEN UN ACUERDO DE ARBITRAJE VINCULANTE Y UNA RENUNCIA A DEMANDAS COLECTIVAS EN LA SECCIÓN TITULADA “ACUERDO DE ARBITRAJE Y RENUNCIA A DEMANDAS COLECTIVAS”. SALVO QUE USTED SE EXCLUYA COMO SE DESCRIBE ALLÍ, USTED Y NOSOTROS RESOLVEREMOS LA MAYORÍA DE LAS DISPUTAS MEDIANTE ARBITRAJE INDIVIDUAL, Y USTED RENUNCIA A SU DERECHO A UN JUICIO CON JURADO Y A PARTICIPAR EN UNA DEMANDA COLECTIVA. ESTOS TÉRMINOS TAMBIÉN EXPLICAN QUE, CUANDO USTED ENVÍA UNA SOLICITUD DE COTIZACIÓN, SU INFORMACIÓN SE VENDE Y SE COMPARTE CON EMPRESAS ASOCIADAS QUE PUEDEN LLAMARLE Y ENVIARLE MENSAJES DE TEXTO.

[[toc]]

## Aceptación de estos Términos {#acceptance}

Al visitar o usar el Servicio, o al enviar una solicitud de cotización, usted acepta estos Términos y nuestra [Política de privacidad](/PrivacyPolicy), que explica cómo recopilamos, usamos, vendemos y compartimos información personal y que forma parte de estos Términos por referencia. Si no está de acuerdo, no use el Servicio ni envíe ninguna información.

Usted acepta estos Términos, y estos pasan a ser vinculantes, la primera vez que usa el Servicio. Al enviar una solicitud de cotización, usted también confirma que ha leído y acepta estos Términos y la Política de privacidad, como se indica junto al botón Enviar.

## Requisitos para usar el Servicio {#eligibility}

Usted puede usar el Servicio solo si se cumple todo lo siguiente:

- tiene al menos 18 años de edad y capacidad para celebrar un contrato vinculante;
- es residente de los Estados Unidos y se encuentra en los Estados Unidos cuando lo usa;
- solicita información sobre un proyecto de mejoras para el hogar en una propiedad de la que es dueño o sobre la que de otro modo está autorizado a tomar decisiones; y
- no le hemos prohibido anteriormente el uso del Servicio.

El Servicio se ofrece únicamente a residentes de los Estados Unidos. Podemos bloquear o rechazar solicitudes que provengan de fuera de los Estados Unidos o que no podamos asociar con un código postal (ZIP) válido de los Estados Unidos. El Servicio no está dirigido a menores, y no aceptamos a sabiendas solicitudes de personas menores de 18 años.

## Qué es (y qué no es) nuestro Servicio {#our-service}

{{brand}} es un servicio gratuito de referencia y conexión. Usted elige un tipo de servicio de mejoras para el hogar (por ejemplo, energía solar, techos, calefacción y aire acondicionado, ventanas o plomería), responde un breve cuestionario sobre su proyecto y nos da sus datos de contacto. Luego enviamos su solicitud a una o más empresas asociadas, como contratistas de mejoras para el hogar, proveedores de servicios y empresas que compran o distribuyen consultas de clientes (“compradores de prospectos” o “redes de prospectos”), que pueden comunicarse con usted acerca de su proyecto.

### El Servicio es gratuito para usted

No le cobramos nada por usar el Servicio ni por enviar una solicitud de cotización. Nos pagan las empresas asociadas que reciben las solicitudes. Por eso, las empresas asociadas que reciben su solicitud pueden ser las que nos pagan, y no necesariamente todas las empresas que atienden su zona.

### No somos un contratista

No somos contratista, instalador, empresa de mejoras para el hogar, prestamista, corredor ni agente de ninguna empresa asociada, y no somos parte de ningún acuerdo que usted celebre con una de ellas. No realizamos, supervisamos, inspeccionamos ni garantizamos ningún trabajo, y no fijamos ni garantizamos ningún precio, cotización, oferta de financiamiento, calendario, producto, garantía ni resultado.

- No prometemos que alguna empresa asociada se comunicará con usted, le dará una cotización, estará disponible en su zona o aceptará realizar su proyecto.
- Las empresas asociadas son negocios independientes. Son las únicas responsables de sus propias comunicaciones, cotizaciones, contratos, trabajos, productos, licencias, permisos, seguros, fianzas y conducta, así como de cumplir las leyes que les correspondan.
- Cualquier descripción de empresas asociadas en el Servicio es información general, no una recomendación ni una garantía de ninguna empresa en particular. Antes de contratar a alguien, debe verificar la licencia, el seguro, las referencias y las opiniones de la empresa, obtener presupuestos por escrito y leer con cuidado cualquier contrato.
- Cualquier acuerdo que usted celebre para trabajos, productos o financiamiento es exclusivamente entre usted y la empresa que elija. Nunca está obligado a comprar nada.

### Información en el Servicio

El contenido del Servicio, incluidas las descripciones de servicios, los costos, ahorros o plazos típicos, es solo información general. No constituye asesoramiento profesional, de ingeniería, financiero, tributario ni legal, y es posible que no se aplique a su vivienda o a su situación.

## Consentimiento para ser contactado y uso compartido de su información {#consent}

Cuando usted marca la casilla de consentimiento y envía una solicitud de cotización, nos da a nosotros y a nuestras [empresas asociadas](/PartnerCompanies) su consentimiento expreso por escrito para comunicarnos con usted acerca de servicios de mejoras para el hogar al número de teléfono y a la dirección de correo electrónico que proporcionó. Esto incluye llamadas y mensajes de texto realizados con un sistema de marcación telefónica automática o con una voz artificial o pregrabada, aunque su número figure en una lista federal, estatal o de alguna empresa de números a los que no se debe llamar. La redacción exacta que usted acepta se muestra junto al botón Enviar, y guardamos un registro de ella.

- **El consentimiento no es una condición de compra.** No tiene que dar este consentimiento para comprar ningún bien o servicio. Si no desea que se comuniquen con usted de esta manera, no envíe una solicitud de cotización; en su lugar, puede buscar contratistas por su cuenta.
- **Su información se vende y se comparte.** Usted entiende y acepta que la información que envía, incluidos su nombre, dirección de correo electrónico, número de teléfono, dirección postal, código postal, sus respuestas sobre su proyecto y la información técnica y de verificación del consentimiento sobre su visita, se venderá y se compartirá con empresas asociadas para que puedan comunicarse con usted. La [Política de privacidad](/PrivacyPolicy) lo describe en detalle.
- **Pueden aplicarse tarifas de mensajes y datos.** La cantidad y la frecuencia de las llamadas y los mensajes varían según su solicitud y la cantidad de empresas asociadas que respondan a ella.
- **Puede revocar su consentimiento en cualquier momento**, por cualquier medio razonable, por ejemplo, escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Revocar%20consentimiento), respondiendo STOP a un mensaje de texto o diciéndole a la persona que le llama que ya no desea que se comuniquen con usted. Como las empresas asociadas que ya recibieron su solicitud conservan sus propios registros, también debe decírselo a cada empresa que se comunique con usted. Consulte la Política de privacidad para obtener más detalles.

## Comunicaciones y firmas electrónicas {#electronic}

Al usar el Servicio, usted acepta que podemos comunicarnos con usted por medios electrónicos y que los acuerdos, avisos, divulgaciones y demás comunicaciones que le proporcionemos electrónicamente (por ejemplo, en el Servicio o por correo electrónico) cumplen cualquier requisito legal de que consten por escrito. Usted acepta que marcar una casilla, hacer clic en un botón como “Enviar” o realizar de otro modo una acción en el Servicio para manifestar su conformidad constituye su firma electrónica y tiene el mismo efecto que una firma manuscrita, conforme a la ley federal sobre firmas electrónicas en el comercio mundial y nacional (Electronic Signatures in Global and National Commerce Act, E-SIGN) y a leyes estatales similares. Puede imprimir o guardar una copia de estos Términos y de la redacción del consentimiento para sus archivos.

## Sus declaraciones {#representations}

Cada vez que usa el Servicio o envía una solicitud, usted declara y se compromete a que:

- toda la información que proporciona es verdadera, exacta, actual y completa, y se refiere a usted y a su propio proyecto;
- el número de teléfono que proporciona es suyo: usted es su titular actual o su usuario habitual, y está autorizado a dar su consentimiento para recibir llamadas y mensajes de texto en él;
- la dirección de correo electrónico que proporciona es suya y está autorizado a usarla;
- tiene un interés genuino en el servicio de mejoras para el hogar que seleccionó, y no envía la solicitud en nombre de otra persona, para revenderla ni para generar reclamaciones contra nosotros o contra alguna empresa asociada;
- cumple los requisitos para usar el Servicio establecidos en estos Términos; y
- nos avisará de inmediato si su número de teléfono cambia o se reasigna a otra persona.

Proporcionar información falsa, o la información de otra persona, puede causar llamadas y mensajes no deseados a otras personas. Usted es responsable de cualquier daño que resulte de información que envíe a sabiendas de que es falsa o de que pertenece a otra persona.

## Usos prohibidos {#prohibited}

Usted se compromete a no hacer lo siguiente, ni a ayudar o permitir que otra persona lo haga:

- enviar información falsa, engañosa, ficticia o incompleta;
- enviar el nombre, el número de teléfono, la dirección de correo electrónico u otra información de otra persona, hacerse pasar por otra persona o empresa, o falsear su relación con alguien;
- enviar solicitudes para una propiedad sobre la que no tiene autoridad, o solicitudes que realmente no tiene intención de llevar adelante;
- usar robots, bots, arañas, programas de extracción de datos, rastreadores, scripts u otros medios automatizados para acceder al Servicio, completar o enviar formularios, o recopilar contenido o datos de él;
- copiar, extraer, recolectar, explotar, indexar o recopilar datos, contenido o información del Servicio, incluida la información sobre empresas asociadas;
- interferir con el Servicio o con sus servidores o redes, interrumpirlos o sobrecargarlos, o introducir virus, programas maliciosos u otro código dañino;
- intentar obtener acceso no autorizado a cualquier parte del Servicio, a la información de otros usuarios o a cualquier sistema conectado al Servicio, o eludir o vulnerar cualquier medida de seguridad, de límite de solicitudes o de verificación del consentimiento;
- manipular, bloquear, falsificar o alterar las herramientas de verificación del consentimiento del Servicio (como los scripts del certificado de consentimiento o del identificador de prospecto), o los registros que estas crean;
- descompilar, desensamblar, aplicar ingeniería inversa o intentar de otro modo obtener el código fuente del Servicio, salvo en la medida en que la ley aplicable lo permita expresamente a pesar de esta restricción;
- insertar el Servicio en otro sitio o reproducirlo, usarlo para crear un producto o servicio competidor, o revender o explotar comercialmente cualquier parte de él sin nuestro permiso por escrito;
- usar el Servicio para enviar correo no deseado, publicidad u otras comunicaciones no solicitadas;
- usar el Servicio para cualquier fin ilícito, fraudulento o dañino, o en infracción de estos Términos o de cualquier ley o reglamento aplicable; o
- usar el Servicio desde fuera de los Estados Unidos o si es menor de 18 años.

Podemos investigar presuntas infracciones, rechazar o eliminar solicitudes, bloquear el acceso y cooperar con las autoridades y con las empresas asociadas cuando creamos que se han infringido estos Términos.

## Propiedad intelectual {#intellectual-property}

El Servicio y todo su contenido, incluidos sus textos, gráficos, logotipos, íconos, imágenes, cuestionarios, diseño, software y la selección y disposición de su contenido, son propiedad de {{company}} o de sus licenciantes y están protegidos por las leyes de derechos de autor, de marcas y de otros derechos de propiedad intelectual. El nombre {{brand}} y nuestros logotipos son nuestras marcas; otros nombres y marcas pertenecen a sus respectivos dueños.

Le otorgamos una licencia limitada, personal, no exclusiva, intransferible y revocable para usar el Servicio con el fin propio y no comercial de solicitar cotizaciones de mejoras para el hogar, de acuerdo con estos Términos. Nos reservamos todos los derechos que no se otorguen expresamente. No puede copiar, modificar, distribuir, vender, exhibir públicamente ni crear obras derivadas de ninguna parte del Servicio sin nuestro permiso previo por escrito.

Si nos envía ideas, sugerencias o comentarios, usted acepta que podemos usarlos sin ninguna obligación hacia usted.

## Proveedores y enlaces de terceros {#third-parties}

El Servicio depende de sitios web, servicios y herramientas operados por otros, y puede incluir enlaces a ellos, incluidos empresas asociadas, proveedores de verificación del consentimiento (como TrustedForm y Jornaya LeadiD), proveedores de alojamiento y de comunicaciones, y otros sitios web. No controlamos a estos terceros y no somos responsables de su contenido, productos, servicios, prácticas de privacidad, disponibilidad ni conducta.

Un enlace a otro sitio web no significa que lo recomendemos. El uso que usted haga del sitio web o de los servicios de un tercero es bajo su propio riesgo y se rige por los términos y la política de privacidad de ese tercero, que le recomendamos leer. Sus tratos con cualquier empresa asociada, incluida cualquier cotización, contrato, pago, financiamiento, garantía o trabajo, son exclusivamente entre usted y esa empresa.

## Exclusión de garantías {#no-warranty}

!! EL SERVICIO, Y TODO EL CONTENIDO E INFORMACIÓN QUE CONTIENE O QUE ESTÁ DISPONIBLE A TRAVÉS DE ÉL, SE PROPORCIONAN “TAL CUAL” Y “SEGÚN DISPONIBILIDAD”, SIN GARANTÍAS DE NINGÚN TIPO, YA SEAN EXPRESAS, IMPLÍCITAS O LEGALES. EN LA MÁXIMA MEDIDA PERMITIDA POR LA LEY, {{COMPANY}} RENUNCIA A TODAS LAS GARANTÍAS, INCLUIDAS LAS GARANTÍAS IMPLÍCITAS DE COMERCIABILIDAD, IDONEIDAD PARA UN FIN DETERMINADO, TITULARIDAD, NO INFRACCIÓN Y EXACTITUD, Y CUALQUIER GARANTÍA DERIVADA DEL CURSO DE LAS NEGOCIACIONES O DE LOS USOS COMERCIALES.

!! SIN LIMITAR LO ANTERIOR, NO GARANTIZAMOS QUE: (A) EL SERVICIO FUNCIONARÁ SIN INTERRUPCIONES, DE FORMA SEGURA, OPORTUNA O SIN ERRORES; (B) ALGUNA EMPRESA ASOCIADA SE COMUNICARÁ CON USTED, LE OFRECERÁ UNA COTIZACIÓN O ESTARÁ DISPONIBLE PARA SU PROYECTO; (C) ALGUNA EMPRESA ASOCIADA TIENE LICENCIA, SEGURO O FIANZA, O ESTÁ CALIFICADA O ES ADECUADA PARA SU PROYECTO; NI (D) QUE LA CALIDAD, EL PRECIO, LA SEGURIDAD, LA LEGALIDAD O LA PUNTUALIDAD DE CUALQUIER TRABAJO, PRODUCTO, SERVICIO O FINANCIAMIENTO OFRECIDO POR CUALQUIER EMPRESA ASOCIADA U OTRO TERCERO CUMPLIRÁ SUS EXPECTATIVAS.

Algunos estados no permiten la exclusión de ciertas garantías implícitas, por lo que es posible que algunas de estas exclusiones no se apliquen a usted. En ese caso, toda garantía implícita se limita al plazo más corto y al alcance más restringido que permita la ley.

## Limitación de responsabilidad {#liability}

!! EN LA MÁXIMA MEDIDA PERMITIDA POR LA LEY, EN NINGÚN CASO {{COMPANY}} NI SUS AFILIADAS, NI NINGUNO DE SUS PROPIETARIOS, FUNCIONARIOS, DIRECTORES, EMPLEADOS, AGENTES, LICENCIANTES O PROVEEDORES DE SERVICIOS (EN CONJUNTO, LAS “PARTES DE {{BRAND}}”), SERÁN RESPONSABLES DE NINGÚN DAÑO INDIRECTO, INCIDENTAL, ESPECIAL, CONSECUENTE, EJEMPLAR O PUNITIVO, NI DE NINGUNA PÉRDIDA DE GANANCIAS, INGRESOS, DATOS, USO O PLUSVALÍA, QUE SURJA DE ESTOS TÉRMINOS O DEL SERVICIO O ESTÉ RELACIONADO CON ELLOS, YA SEA CON FUNDAMENTO EN UN CONTRATO, EN RESPONSABILIDAD EXTRACONTRACTUAL (INCLUIDA LA NEGLIGENCIA), EN RESPONSABILIDAD OBJETIVA, EN UNA LEY O EN CUALQUIER OTRA TEORÍA JURÍDICA, E INCLUSO SI SE NOS HA ADVERTIDO DE LA POSIBILIDAD DE TALES DAÑOS.

!! LAS PARTES DE {{BRAND}} NO SON RESPONSABLES DE NINGUNA PÉRDIDA, DAÑO, LESIÓN O RECLAMACIÓN QUE SURJA DE LOS ACTOS, OMISIONES, COMUNICACIONES, COTIZACIONES, CONTRATOS, TRABAJOS, PRODUCTOS O SERVICIOS DE CUALQUIER EMPRESA ASOCIADA, CONTRATISTA U OTRO TERCERO.

!! EN LA MÁXIMA MEDIDA PERMITIDA POR LA LEY, LA RESPONSABILIDAD TOTAL DE LAS PARTES DE {{BRAND}} POR TODAS LAS RECLAMACIONES QUE SURJAN DE ESTOS TÉRMINOS O DEL SERVICIO O ESTÉN RELACIONADAS CON ELLOS NO EXCEDERÁ LA MAYOR DE LAS SIGUIENTES CANTIDADES: (A) CIEN DÓLARES ESTADOUNIDENSES (US $100) Y (B) EL MONTO TOTAL QUE USTED NOS HAYA PAGADO POR EL SERVICIO DURANTE LOS DOCE (12) MESES ANTERIORES AL HECHO QUE DIO LUGAR A LA RESPONSABILIDAD. COMO EL SERVICIO ES GRATUITO PARA LOS CONSUMIDORES, EL MONTO DE (B) ES CERO (US $0), POR LO QUE NUESTRA RESPONSABILIDAD TOTAL MÁXIMA ANTE USTED ES DE CIEN DÓLARES ESTADOUNIDENSES (US $100).

Estos límites se aplican aunque un recurso no cumpla su propósito esencial, y reflejan una distribución razonable del riesgo para un servicio que se presta de forma gratuita. Algunos estados no permiten la exclusión o limitación de ciertos daños, por lo que es posible que algunos de estos límites no se apliquen a usted. Nada de lo dispuesto en estos Términos limita ni excluye una responsabilidad que no pueda limitarse ni excluirse conforme a la ley aplicable, como la responsabilidad por fraude, o por negligencia grave o conducta dolosa cuando la ley no permita limitarla.

## Indemnización {#indemnification}

En la medida permitida por la ley, usted se compromete a defender, indemnizar y mantener indemnes a las Partes de {{brand}} frente a cualquier reclamación, demanda, pérdida, responsabilidad, daño, multa, sanción, costo y gasto (incluidos los honorarios razonables de abogados) que surja de o se relacione con: (a) su incumplimiento de estos Términos; (b) información que usted envíe que sea falsa o inexacta, o que pertenezca a otra persona, incluido un número de teléfono que no sea suyo; (c) su uso indebido del Servicio; o (d) su infracción de cualquier ley o de los derechos de cualquier tercero.

Podemos asumir la defensa y el control exclusivos de cualquier asunto por el que usted deba indemnizarnos, y usted se compromete a cooperar con nuestra defensa. No puede llegar a un acuerdo sobre ningún asunto de ese tipo sin nuestro consentimiento previo por escrito.

## Acuerdo de arbitraje y renuncia a demandas colectivas {#arbitration}

!! LEA ESTA SECCIÓN CON ATENCIÓN. LE EXIGE A USTED Y A NOSOTROS RESOLVER LAS DISPUTAS MEDIANTE ARBITRAJE INDIVIDUAL VINCULANTE EN LUGAR DE HACERLO ANTE UN TRIBUNAL, Y LIMITA LA FORMA EN QUE USTED PUEDE SOLICITAR UNA REPARACIÓN. USTED PUEDE EXCLUIRSE DE ESTE ACUERDO DENTRO DE UN PLAZO DE 30 DÍAS, COMO SE EXPLICA MÁS ADELANTE.

### (a) Qué abarca este acuerdo

Usted y {{company}} (incluidas sus afiliadas y los propietarios, funcionarios, directores, empleados y agentes de estas) acuerdan que cualquier disputa, reclamación o controversia entre nosotros que surja de o se relacione de cualquier manera con estos Términos, el Servicio, cualquier solicitud de cotización, la recopilación, el uso, la venta o el uso compartido de su información, o cualquier llamada, mensaje de texto o correo electrónico que usted reciba de nosotros o en nuestro nombre en relación con el Servicio (incluidas las reclamaciones conforme a la Ley de Protección al Consumidor Telefónico, Telephone Consumer Protection Act, y leyes estatales similares), ya sea con fundamento en un contrato, en responsabilidad extracontractual, en una ley, en fraude, en declaraciones falsas o en cualquier otra teoría jurídica, y ya sea que haya surgido antes o después de que usted aceptara estos Términos (una “Disputa”), se resolverá mediante arbitraje individual vinculante, salvo lo indicado en esta Sección. El árbitro, y no un tribunal, decide todas las cuestiones sobre la interpretación, el alcance, la aplicabilidad y la exigibilidad de este acuerdo de arbitraje, excepto que un tribunal decide las cuestiones sobre la renuncia a demandas colectivas del párrafo (h) y sobre las reglas de divisibilidad del párrafo (k).

### (b) Intente primero resolverla de manera informal

Antes de iniciar un arbitraje, la parte que tenga una Disputa debe enviar a la otra un aviso por escrito que describa la Disputa y la reparación solicitada (un “Aviso de Disputa”). Envíe el suyo por correo electrónico a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Aviso%20de%20Disputa) o por correo postal a {{company}}, {{address}}, e incluya su nombre, número de teléfono, dirección de correo electrónico y dirección postal. Nosotros enviaremos el nuestro a los datos de contacto que usted nos dio. Si la Disputa no se resuelve dentro de los 60 días posteriores a la recepción del Aviso de Disputa, cualquiera de las partes puede iniciar el arbitraje. Todo plazo para presentar una reclamación queda suspendido mientras se lleva a cabo este proceso informal.

### (c) Excepción del tribunal de reclamos menores

En lugar del arbitraje, usted o nosotros podemos presentar una acción individual ante un tribunal de reclamos menores del condado donde usted vive o de Delaware, siempre que la Disputa reúna los requisitos para ese tribunal y se mantenga allí de forma individual (no colectiva ni representativa).

### (d) Reglas y administrador del arbitraje

El arbitraje será administrado por la Asociación Americana de Arbitraje (American Arbitration Association, “AAA”) conforme a sus Reglas de Arbitraje para Consumidores vigentes al momento de presentarse el arbitraje, con las modificaciones de esta Sección. Las reglas y los formularios de presentación de la AAA están disponibles en [www.adr.org](https://www.adr.org). El arbitraje será decidido por un único árbitro neutral. Si la AAA no puede o no quiere administrar el arbitraje, las partes acordarán otro proveedor de arbitraje, o un tribunal designará uno. La Ley Federal de Arbitraje (Federal Arbitration Act, 9 U.S.C. § 1 y siguientes) rige la interpretación y la ejecución de este acuerdo de arbitraje.

### (e) Dónde y cómo se realiza el arbitraje

Salvo que usted y nosotros acordemos otra cosa, toda audiencia presencial se celebrará en el condado donde usted vive. Si su reclamación es de $25,000 o menos, usted puede elegir si el arbitraje se decide solo con base en los documentos presentados, mediante una audiencia telefónica o por video, o mediante una audiencia presencial. En los demás casos, el árbitro decidirá cómo se celebra la audiencia, de conformidad con las reglas de la AAA.

### (f) Costos

El pago de todas las tarifas de presentación, de administración y del árbitro se rige por las Reglas de Arbitraje para Consumidores y el arancel de la AAA, conforme a los cuales la empresa paga la mayor parte de esas tarifas. Pagaremos las tarifas que esas reglas nos exijan pagar. Si el árbitro determina que una reclamación fue infundada o se presentó con un fin indebido, las tarifas se distribuirán según lo permitan las reglas de la AAA y la ley aplicable. Cada parte paga sus propios honorarios de abogados y costos, salvo que el árbitro los conceda conforme a la ley aplicable.

### (g) Qué puede conceder el árbitro

El árbitro puede conceder a título individual cualquier reparación que un tribunal podría conceder a una persona conforme a la ley aplicable, incluidos daños y perjuicios y medidas declaratorias o cautelares, pero solo a favor de la parte individual que solicita la reparación y solo en la medida necesaria para otorgar la reparación que justifique la reclamación individual de esa parte. El árbitro emitirá una decisión por escrito que explique las conclusiones esenciales de hecho y de derecho. El laudo podrá registrarse como sentencia en cualquier tribunal competente.

### (h) Renuncia a demandas colectivas

!! USTED Y NOSOTROS ACORDAMOS QUE CADA UNO PUEDE PRESENTAR RECLAMACIONES CONTRA EL OTRO SOLO A TÍTULO INDIVIDUAL, Y NO COMO DEMANDANTE O MIEMBRO DE UN GRUPO EN NINGÚN SUPUESTO PROCESO COLECTIVO, CONJUNTO, ACUMULADO O REPRESENTATIVO, NI COMO FISCAL GENERAL PRIVADO. SALVO QUE USTED Y NOSOTROS ACORDEMOS OTRA COSA POR ESCRITO, EL ÁRBITRO NO PUEDE ACUMULAR NI UNIR LAS RECLAMACIONES DE MÁS DE UNA PERSONA Y NO PUEDE PRESIDIR NINGUNA FORMA DE PROCESO COLECTIVO, CONJUNTO O REPRESENTATIVO.

### (i) Renuncia al juicio con jurado

!! USTED Y NOSOTROS RENUNCIAMOS, CADA UNO, A CUALQUIER DERECHO A UN JUICIO CON JURADO PARA CUALQUIER DISPUTA. SI POR CUALQUIER MOTIVO UNA DISPUTA SE TRAMITA ANTE UN TRIBUNAL EN LUGAR DE EN ARBITRAJE, SERÁ DECIDIDA POR UN JUEZ, NO POR UN JURADO, EN LA MEDIDA PERMITIDA POR LA LEY.

### (j) Su derecho a excluirse dentro de los 30 días

Usted puede excluirse de este acuerdo de arbitraje enviando un correo electrónico a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Exclusi%C3%B3n%20del%20arbitraje) con el asunto “Exclusión del arbitraje” dentro de los 30 días posteriores a la fecha en que acepte por primera vez estos Términos (por ejemplo, la fecha en que envíe por primera vez una solicitud de cotización). Su correo electrónico debe incluir su nombre completo, dirección postal, número de teléfono y dirección de correo electrónico, y una declaración clara de que desea excluirse del acuerdo de arbitraje de los Términos de uso de {{brand}}. Si se excluye, ni usted ni nosotros quedaremos obligados por esta Sección, pero todas las demás partes de estos Términos seguirán aplicándose. Excluirse de este acuerdo no afecta ningún otro acuerdo de arbitraje que usted pueda tener con nosotros o con otra persona, incluida una empresa asociada.

### (k) Divisibilidad de esta Sección

Si un tribunal determina que la renuncia a demandas colectivas del párrafo (h) no es exigible respecto de alguna reclamación o solicitud de reparación (como una solicitud de medidas cautelares de interés público), esa reclamación o solicitud de reparación, y solo esa, se separará del arbitraje y será decidida por un tribunal como se describe en la sección titulada “Ley aplicable y jurisdicción”, después de que se hayan arbitrado todas las reclamaciones y solicitudes de reparación que sean arbitrables; la acción judicial quedará suspendida hasta que concluya el arbitraje. En ningún caso se arbitrará un proceso colectivo, conjunto o representativo. Si cualquier otra parte de esta Sección se considera no exigible, esa parte se separará y el resto de esta Sección seguirá en pleno vigor y efecto.

### (l) Cambios y vigencia

Si realizamos un cambio importante en esta Sección, el cambio no se aplicará a ninguna Disputa que cualquiera de las partes ya hubiera notificado. Usted puede rechazar un cambio futuro de esta Sección escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Rechazo%20de%20cambios%20al%20arbitraje) dentro de los 30 días posteriores a la entrada en vigor del cambio, en cuyo caso seguirá aplicándose la versión más reciente de esta Sección que usted haya aceptado. Esta Sección sigue vigente después de que usted deje de usar el Servicio y después de cualquier terminación de estos Términos.

## Ley aplicable y jurisdicción {#governing-law}

Estos Términos, y cualquier Disputa, se rigen por las leyes del Estado de Delaware y por la ley federal aplicable de los Estados Unidos, sin tener en cuenta las normas sobre conflicto de leyes que harían aplicable la ley de otro lugar. La Ley Federal de Arbitraje rige el acuerdo de arbitraje anterior. Nada en esta elección de ley le quita ninguna protección que usted tenga conforme a las leyes de protección al consumidor del estado donde vive y a la que no se pueda renunciar por contrato.

Para cualquier Disputa que no esté sujeta a arbitraje (por ejemplo, si usted se excluyó del arbitraje o si una reclamación se separa conforme al párrafo (k) anterior), usted y nosotros aceptamos la jurisdicción exclusiva y la competencia territorial de los tribunales estatales y federales ubicados en el Estado de Delaware, salvo que la ley del estado donde usted vive le otorgue el derecho a presentar la reclamación en su estado de residencia. Cualquiera de las partes puede presentar una acción individual ante un tribunal de reclamos menores como se describe más arriba.

## Terminación {#termination}

Podemos suspender o poner fin a su acceso a todo o parte del Servicio en cualquier momento, sin previo aviso y por cualquier motivo, incluso si creemos que usted ha infringido estos Términos o ha enviado información falsa o no autorizada. También podemos cambiar, suspender o interrumpir el Servicio, o cualquier parte de él, en cualquier momento. Usted puede dejar de usar el Servicio en cualquier momento.

Dejar de usar el Servicio no pone fin al consentimiento que usted dio para ser contactado; para revocarlo, siga los pasos de la sección titulada [Consentimiento para ser contactado y uso compartido de su información](#consent). Las secciones de estos Términos que por su naturaleza deban seguir vigentes después de la terminación seguirán vigentes, incluidas las secciones sobre propiedad intelectual, exclusiones de garantías, limitación de responsabilidad, indemnización, arbitraje, ley aplicable y las disposiciones generales del final.

## Cambios a estos Términos {#changes}

Podemos actualizar estos Términos periódicamente. Cuando lo hagamos, publicaremos los Términos actualizados en esta página y cambiaremos la fecha de “Última actualización” que aparece arriba. Si un cambio es importante, también podemos avisarlo de forma más visible, por ejemplo, con un aviso en el Servicio. Los Términos actualizados se aplican desde la fecha de su publicación a todo uso del Servicio posterior a esa fecha; no cambian los términos que se aplicaban a una solicitud de cotización que usted envió antes del cambio, salvo en la medida en que la ley lo permita. Los cambios al acuerdo de arbitraje se rigen por el párrafo (l) de esa sección. Si no está de acuerdo con los Términos actualizados, deje de usar el Servicio.

## Acuerdo completo {#entire-agreement}

Estos Términos, junto con la Política de privacidad y la redacción del consentimiento que usted aceptó al enviar una solicitud de cotización, constituyen el acuerdo completo entre usted y nosotros sobre el Servicio. Reemplazan cualquier acuerdo, comunicación o entendimiento anterior sobre el Servicio. Si estos Términos contradicen la redacción del consentimiento que usted aceptó, prevalece la redacción del consentimiento en lo que respecta a su consentimiento para ser contactado.

## Divisibilidad {#severability}

Si alguna disposición de estos Términos se considera inválida, ilegal o no exigible, esa disposición se aplicará en la máxima medida permitida o, si eso no es posible, se eliminará, y el resto de estos Términos seguirá en pleno vigor y efecto. El acuerdo de arbitraje tiene sus propias reglas de divisibilidad en el párrafo (k) de esa sección, que prevalecen para esa sección.

## Ausencia de renuncia {#no-waiver}

Si no hacemos valer, o tardamos en hacer valer, algún derecho o disposición de estos Términos, eso no implica una renuncia a nuestro derecho a hacerlo valer más adelante. Una renuncia solo es válida si consta por escrito y está firmada por un representante autorizado de {{company}}, y renunciar a hacer valer un incumplimiento no implica renunciar respecto de ningún otro incumplimiento.

## Cesión {#assignment}

Usted no puede ceder ni transferir estos Términos, ni ninguno de sus derechos u obligaciones conforme a ellos, sin nuestro consentimiento previo por escrito, y todo intento de hacerlo será nulo. Nosotros podemos ceder o transferir estos Términos, total o parcialmente, sin restricción, incluso a una afiliada o en relación con una fusión, adquisición, reorganización o venta de todo o parte de nuestro negocio o de nuestros activos. Estos Términos obligan y benefician a cada parte y a sus sucesores y cesionarios permitidos.

## Información de contacto {#contact}

Si tiene preguntas sobre estos Términos o sobre el Servicio, comuníquese con nosotros:

[[contact Avisos legales, exclusiones y consentimiento]]

Para revocar su consentimiento para ser contactado, o para presentar una solicitud de privacidad, escriba a [{{complianceEmail}}](mailto:{{complianceEmail}}). Para cualquier otro asunto, escriba a [{{email}}](mailto:{{email}}).
`;export{e as default};
//# sourceMappingURL=terms-of-use-C5mlsgGe.js.map