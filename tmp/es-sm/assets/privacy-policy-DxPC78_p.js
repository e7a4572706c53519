var e=`---
title: Política de privacidad
updated: 23 de noviembre de 2026
---

Esta Política de privacidad explica qué información personal recopila {{company}} (“{{brand}}”, “nosotros” o “nuestro”) cuando usted usa nuestro sitio web y nuestros formularios de solicitud de cotización (el “Servicio”), cómo la usamos y a quién se la vendemos y con quién la compartimos. En resumen: cuando usted pide cotizaciones de mejoras para el hogar, recopilamos sus datos de contacto y sus respuestas sobre su proyecto, registramos cómo dio su consentimiento y **vendemos y compartimos esa información con empresas asociadas** que pueden llamarle, enviarle mensajes de texto o escribirle por correo electrónico acerca de su proyecto. Esta política también explica las opciones y los derechos que usted tiene.

[[toc]]

## Quiénes somos {#who-we-are}

{{brand}} es operado por {{company}}, cuya dirección postal es {{address}}. Ofrecemos un servicio gratuito en línea que pone en contacto a propietarios de viviendas de los Estados Unidos con contratistas y otras empresas que ofrecen servicios de mejoras para el hogar, como energía solar, techos, calefacción y aire acondicionado, ventanas, plomería y más. No somos contratistas y no realizamos ningún trabajo nosotros mismos; enviamos las solicitudes de cotización a [empresas asociadas](/PartnerCompanies) que pueden comunicarse con usted. No ofrecemos cuentas de usuario ni inicio de sesión.

A efectos de las leyes de privacidad, somos la empresa (o el “responsable del tratamiento”) responsable de la información personal que recopilamos a través del Servicio. Una vez que una empresa asociada recibe su información, esa empresa es responsable de su propio uso de ella conforme a su propia política de privacidad.

## Qué abarca esta política {#scope}

Esta política se aplica a la información personal que recopilamos a través del Servicio y de nuestras comunicaciones con usted (por ejemplo, cuando nos escribe por correo electrónico o nos llama). No se aplica a los sitios web, las aplicaciones ni las prácticas de las empresas asociadas u otros terceros, aunque usted llegue a ellos mediante un enlace del Servicio. El uso que usted haga del Servicio también se rige por nuestros [Términos de uso](/UserTerms). Si usted reside en California, lea también nuestro [Aviso de privacidad de California](/CaliforniaPolicy).

## Información que recopilamos {#information-we-collect}

### Información que usted nos da

Cuando completa una solicitud de cotización, recopilamos:

- **Datos de contacto:** su nombre y apellido, dirección de correo electrónico, número de teléfono y la dirección, ciudad, estado y código postal del proyecto.
- **Detalles del proyecto:** el servicio que eligió y sus respuestas al cuestionario, por ejemplo, si es dueño de la vivienda, el tipo de propiedad, cuándo le gustaría que comenzara el trabajo, el mejor momento para llamarle, respuestas específicas del servicio (por ejemplo, su factura mensual promedio de electricidad y su proveedor de energía actual en el caso de energía solar, la cantidad de ventanas, el material de techo que desea, o los códigos postales y la fecha de una mudanza) y todo lo que escriba en la descripción del proyecto.
- **Su consentimiento:** el hecho de que marcó la casilla de consentimiento, la redacción exacta del consentimiento que se le mostró y su versión, y la fecha y hora en que envió su solicitud.
- **Comunicaciones:** todo lo que nos diga cuando nos escribe por correo electrónico o nos llama, como una solicitud de privacidad o una solicitud para que dejen de comunicarse con usted.

No incluya información confidencial (como números de Seguro Social, números de cuentas financieras, información de salud o información sobre otras personas) en la descripción del proyecto.

### Información que se recopila automáticamente

Cuando usted visita el Servicio, nosotros y nuestros proveedores de servicios recopilamos automáticamente:

- **Información de red y del dispositivo:** su dirección IP y el agente de usuario de su navegador (que describe su navegador, su versión y el sistema operativo de su dispositivo).
- **Información de uso:** las páginas que ve, el servicio que selecciona, la fecha y hora de su visita y de su solicitud, y el sitio web o anuncio que le remitió (la URL de referencia).
- **Identificadores de campaña:** si usted llega a través de un enlace publicitario o de afiliado, los códigos de campaña de ese enlace, como \`aff_id\`, \`transaction_id\` y \`sub_aff_id\`. Estos nos indican qué socio de marketing o qué campaña le remitió, para que se le pueda atribuir al socio.
- **Ubicación aproximada:** usamos su dirección IP para confirmar que usted está en los Estados Unidos, y su código postal para consultar y verificar su ciudad y su estado. No recopilamos la ubicación GPS precisa de su dispositivo.

### Información de verificación del consentimiento (TrustedForm y Jornaya LeadiD)

Para documentar que usted aceptó personalmente que se comuniquen con usted, nuestros formularios de cotización pueden usar dos servicios independientes de verificación del consentimiento:

- **TrustedForm**, proporcionado por ActiveProspect, Inc., que crea un certificado de consentimiento para su solicitud; y
- **Jornaya LeadiD**, proporcionado por Jornaya (una empresa de Verisk), que crea un identificador único de prospecto (un “token LeadiD”) para su solicitud.

Cuando se ejecutan estos scripts, registran su sesión en el formulario de cotización: por ejemplo, el contenido de la página y la redacción del consentimiento que se le mostraron, el tiempo que pasó en la página, sus clics, movimientos del mouse, desplazamientos y lo que escribió en los campos del formulario, su dirección IP, la información de su navegador y su dispositivo, y la hora en que envió el formulario. El proveedor guarda ese registro y emite un certificado o token, que guardamos con su solicitud y enviamos a las empresas asociadas. El registro puede usarse más adelante, por nosotros, por las empresas asociadas y por el proveedor, para demostrar cuándo y cómo dio usted su consentimiento, confirmar que una persona real envió la solicitud y ayudar a detectar fraudes. Estos proveedores tratan esta información conforme a sus propias políticas de privacidad.

### Información de otras fuentes

Podemos recibir información sobre su solicitud de las empresas asociadas (por ejemplo, si la aceptaron o la devolvieron, o si usted les pidió que no se comunicaran con usted), de los socios de marketing que le remitieron y de proveedores de validación de datos que nos ayudan a verificar que un código postal, un número de teléfono o una dirección de correo electrónico sean válidos.

## Cómo usamos la información {#how-we-use}

Usamos la información descrita anteriormente para:

- operar el Servicio, mostrarle las preguntas adecuadas, y recibir, verificar y procesar su solicitud de cotización;
- asociar su solicitud con empresas asociadas y vendérsela y compartirla con ellas, para que puedan comunicarse con usted acerca de su proyecto;
- registrar, conservar y demostrar su consentimiento para ser contactado, y atender las solicitudes para revocar el consentimiento o para excluirse;
- confirmar que usted está en los Estados Unidos y que su código postal, ciudad y estado son válidos, y detectar y prevenir solicitudes duplicadas, fraudulentas, automatizadas o abusivas;
- atribuir y pagar a los socios publicitarios y afiliados que nos remiten visitantes;
- responder a sus preguntas, solicitudes y quejas;
- mantener la seguridad del Servicio, corregir errores, y entender y mejorar cómo funciona y se desempeña el Servicio;
- cumplir la ley, incluidas las leyes de telemercadeo, de protección al consumidor y de privacidad, y responder a solicitudes legítimas de las autoridades públicas; y
- establecer, ejercer o defender reclamaciones legales, y hacer cumplir nuestros [Términos de uso](/UserTerms).

## Cookies, almacenamiento de sesión y herramientas de registro del consentimiento {#tracking}

### Qué usamos

- **Almacenamiento de sesión.** Si usted llega a través de un enlace de campaña, guardamos los códigos de campaña (\`aff_id\`, \`transaction_id\`, \`sub_aff_id\`) en el almacenamiento de sesión de su navegador para que puedan enviarse con su solicitud. El almacenamiento de sesión se conserva solo para la pestaña actual de su navegador y se elimina cuando usted la cierra.
- **Scripts de registro del consentimiento.** Los scripts de TrustedForm y Jornaya LeadiD descritos anteriormente se ejecutan en nuestros formularios de cotización y pueden colocar sus propias cookies o usar tecnologías similares para registrar su sesión y crear un certificado o token.
- **Cookies.** Las cookies son pequeños archivos de texto que guarda su navegador. Las cookies del Servicio las colocan los proveedores de registro del consentimiento descritos anteriormente, y también pueden colocarlas nuestros proveedores de alojamiento y de seguridad para mantener el Servicio en funcionamiento y protegerlo de abusos.

### Sus opciones

La mayoría de los navegadores le permiten bloquear o eliminar las cookies y los datos de sitios en su configuración, y algunos le permiten bloquear scripts. También puede cerrar la pestaña del navegador para borrar el almacenamiento de sesión. Si bloquea los scripts de registro del consentimiento, es posible que el formulario de cotización no pueda crear un registro del consentimiento y que no podamos aceptar su solicitud. Bloquear estas tecnologías no impide que las empresas asociadas se comuniquen con usted acerca de una solicitud que ya envió; consulte las secciones siguientes para saber cómo revocar el consentimiento.

### Señal “No rastrear” y Control Global de Privacidad

Algunos navegadores envían una señal de “No rastrear” (Do Not Track, DNT). Como no existe una norma común en la industria sobre cómo responder a las señales DNT, el Servicio no responde a ellas. Esto es distinto de la señal de Control Global de Privacidad (Global Privacy Control, GPC), que algunas leyes estatales de privacidad reconocen como una solicitud para excluirse de la venta o del uso compartido de información personal. La respetamos: un navegador que la envía se trata como excluido, y nuestras páginas muestran “Señal de preferencia de exclusión respetada” cuando la recibimos. Consulte nuestro [Aviso de privacidad de California](/CaliforniaPolicy) para obtener más detalles.

## Cómo compartimos y vendemos la información {#sharing-and-selling}

**Vendemos y compartimos información personal.** Entregar su solicitud a empresas asociadas a cambio de un pago es la forma en que el Servicio es gratuito para usted. Según varias leyes estatales de privacidad, esto es una “venta” de información personal. Divulgamos información a los siguientes destinatarios:

- **Empresas asociadas.** Vendemos y compartimos sus datos de contacto, los detalles de su proyecto, el certificado y el token de verificación del consentimiento, su dirección IP, su agente de usuario y la información de campaña con [empresas asociadas](/PartnerCompanies), incluidos contratistas y proveedores de servicios de mejoras para el hogar, y compradores y redes de prospectos que pueden revender o reenviar su solicitud a contratistas y proveedores de servicios de sus propias redes. Estas empresas pueden llamarle, incluso con un marcador automático o con mensajes de voz pregrabados o artificiales, y pueden enviarle mensajes de texto o correos electrónicos acerca de su proyecto, según lo permita el consentimiento que usted dio. Cada empresa asociada usa su información conforme a su propia política de privacidad y puede conservarla en sus propios registros.
- **Proveedores de servicios.** Compartimos información con empresas que trabajan en nuestro nombre, como proveedores de alojamiento web, almacenamiento de datos, seguridad, correo electrónico, atención al cliente, validación de datos y verificación del consentimiento. Solo pueden usar la información para prestarnos servicios, como lo exigen nuestros contratos con ellos.
- **Socios de marketing.** Compartimos los identificadores de campaña (y el hecho de que se envió una solicitud) con el socio publicitario o afiliado que le remitió, para que se le pueda atribuir y pagar.
- **Asuntos legales y de cumplimiento.** Podemos divulgar información cuando creamos de buena fe que lo exige la ley, una citación, una orden judicial u otro proceso legal; para responder a solicitudes legítimas de autoridades gubernamentales; para demostrar el consentimiento o responder a una queja o reclamación; para hacer cumplir nuestros Términos de uso; o para proteger los derechos, la propiedad o la seguridad de {{brand}}, de nuestros usuarios, de las empresas asociadas o de otros, incluso para prevenir fraudes.
- **Transferencias de negocios.** Si participamos en una fusión, adquisición, financiamiento, reorganización, quiebra o venta de todo o parte de nuestro negocio o de nuestros activos, la información personal puede divulgarse a las otras partes y transferirse como parte de esa transacción, con sujeción a esta política o a una política que ofrezca al menos la misma protección.
- **Según sus instrucciones o con su consentimiento.** Podemos compartir información para otros fines cuando usted nos lo pida o lo acepte.

También podemos compartir información que se haya desidentificado o agregado de modo que no pueda vincularse razonablemente con usted.

## Llamadas, mensajes de texto y cómo revocar el consentimiento {#calls-texts-consent}

Cuando usted envía una solicitud de cotización, nos da a nosotros y a nuestras empresas asociadas su consentimiento expreso por escrito para comunicarnos con usted al número de teléfono que proporcionó, incluso mediante llamadas y mensajes de texto realizados con un sistema de marcación telefónica automática o con una voz artificial o pregrabada, aunque su número figure en una lista de números a los que no se debe llamar. Este consentimiento no es una condición para ninguna compra. Pueden aplicarse tarifas de mensajes y datos. La cantidad de llamadas y mensajes que reciba depende de su solicitud y de cuántas empresas asociadas respondan a ella.

### Cómo revocar su consentimiento

Puede revocar su consentimiento en cualquier momento, por cualquier medio razonable, por ejemplo:

- **En línea:** escriba su número de teléfono o su dirección de correo electrónico, o ambos, en nuestra página [Dejar de recibir llamadas y mensajes](/StopContact) (enlazada desde todas las páginas y desde la redacción del consentimiento); dejamos de comunicarnos con usted de inmediato;
- **Por correo electrónico:** escriba a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Revocar%20consentimiento) e incluya el número de teléfono y la dirección de correo electrónico que usó, para que podamos encontrar su solicitud;
- **Por mensaje de texto:** responda STOP (o palabras como “quit”, “cancel” o “unsubscribe”) a cualquier mensaje de texto que reciba; o
- **Por teléfono:** dígale a la persona que le llama que no desea que se comuniquen con usted otra vez, o llámenos al número que aparece en la sección Contáctenos más abajo.

Cuando usted revoca su consentimiento ante nosotros, registraremos su solicitud, dejaremos de comunicarnos con usted y dejaremos de enviar su información a las empresas asociadas dentro del plazo que exige la ley (10 días hábiles; una revocación enviada a través del sitio surte efecto de inmediato: su número de teléfono y su dirección de correo electrónico pasan a nuestra lista de supresión y sus solicitudes que aún no se han enviado se retienen), y transmitiremos su solicitud a las empresas asociadas que recibieron su información cuando la ley lo exija. Sin embargo, las empresas asociadas que ya recibieron su información tienen sus propias copias y sus propios registros. Revocar el consentimiento ante nosotros no elimina ni controla esas copias, salvo lo que exija la ley. **Para asegurarse de que el contacto se detenga, dígaselo también a cada empresa asociada que se comunique con usted** (por ejemplo, respondiendo STOP a sus mensajes de texto o pidiéndole a quien le llame que le incluya en su lista de números a los que no se debe llamar).

### Correos electrónicos

Puede darse de baja de los correos electrónicos de marketing con el enlace para cancelar la suscripción que aparece en el correo. Los correos electrónicos que envían las empresas asociadas tienen sus propios enlaces para cancelar la suscripción, que usted debe usar por separado.

## Cuánto tiempo conservamos la información {#retention}

Conservamos la información personal solo durante el tiempo razonablemente necesario para los fines descritos en esta política. Para decidir cuánto tiempo, tenemos en cuenta por qué la recopilamos, qué tan confidencial es y durante cuánto tiempo la necesitamos para prestar el Servicio, liquidar cuentas con las empresas asociadas, prevenir fraudes, cumplir la ley y establecer o defender reclamaciones legales.

- Solicitudes de cotización y mensajes de contacto: la información personal que contienen (nombres, dirección de correo electrónico, número de teléfono, dirección, dirección IP, datos del navegador, sus propias palabras) se elimina automáticamente 3 años (1,095 días) después de que usted los envió; el resto (servicio, estado, fechas) ya no le identifica.
- Los registros de consentimiento (la redacción del consentimiento que usted aceptó, cuándo lo hizo, y los certificados y tokens de consentimiento) se conservan durante 5 años, como prueba del consentimiento conforme a las leyes de telemercadeo, aunque usted nos pida eliminar su información, y luego se eliminan automáticamente.
- Las exclusiones y los consentimientos revocados se conservan en una lista de supresión, que solo contiene versiones codificadas (hash con clave) de su dirección de correo electrónico y de su número de teléfono, durante el tiempo necesario para seguir respetándolos.
- Los identificadores de campaña en el almacenamiento de sesión se eliminan cuando usted cierra la pestaña del navegador.
- Los registros técnicos se conservan durante un período más corto por motivos de seguridad y de resolución de problemas, salvo que se necesiten por más tiempo para investigar un incidente.

## Cómo protegemos la información {#security}

Usamos medidas de seguridad administrativas, técnicas y físicas razonables diseñadas para proteger la información personal, como cifrar los datos en tránsito (HTTPS), limitar el acceso a quienes lo necesitan y exigir a nuestros proveedores de servicios que la protejan. Sin embargo, ningún sitio web, transmisión o sistema de almacenamiento es completamente seguro, y no podemos garantizar la seguridad de su información. Si nos enteramos de una violación de seguridad que afecte su información personal, se lo notificaremos según lo exija la ley. No nos envíe por correo electrónico información confidencial, como números de cuentas financieras.

## Niños y menores de edad {#children}

El Servicio está destinado únicamente a adultos de 18 años o más, y no está dirigido a niños. No recopilamos a sabiendas información personal de niños menores de 13 años, y no vendemos ni compartimos a sabiendas información personal de ninguna persona menor de 18 años. Si cree que un niño nos ha dado información personal, comuníquese con nosotros en [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Informaci%C3%B3n%20sobre%20un%20menor) y la eliminaremos.

## Solo en los Estados Unidos {#us-only}

El Servicio se ofrece únicamente a residentes de los Estados Unidos. Procesamos y almacenamos la información en los Estados Unidos. Si accede al Servicio desde fuera de los Estados Unidos, no envíe una solicitud; podemos rechazar las solicitudes que provengan de fuera de los Estados Unidos.

## Sus derechos de privacidad según su estado {#state-rights}

Según el lugar donde viva, las leyes estatales de privacidad pueden otorgarle derechos sobre su información personal. Estos derechos suelen incluir el derecho a:

- saber o confirmar si tratamos su información personal, y acceder a una copia de ella;
- corregir información personal inexacta;
- eliminar información personal, con sujeción a las excepciones que permita la ley;
- recibir su información personal en un formato portátil;
- excluirse de la venta de su información personal, de la publicidad dirigida y de ciertos tipos de elaboración de perfiles; y
- no ser discriminado por ejercer estos derechos.

Para presentar una solicitud, use el formulario de solicitud de nuestro [Aviso de privacidad de California](/CaliforniaPolicy#exercise-rights) (disponible para residentes de todos los estados), o escriba a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Solicitud%20de%20privacidad) e indíquenos qué derecho desea ejercer y en qué estado vive. Para excluirse de la venta o del uso compartido de su información, use nuestra página [No vender ni compartir mi información personal](/DoNotSell). Como no tenemos cuentas de usuario, verificaremos su solicitud comparando la información que usted nos dé (como su nombre, dirección de correo electrónico y número de teléfono) con la información que tenemos. Puede recurrir a un agente autorizado cuando la ley lo permita. Responderemos dentro del plazo que exija la ley de su estado.

**Apelaciones.** Si denegamos su solicitud, puede apelar respondiendo a nuestra decisión con “Apelación” en el asunto, o escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Apelaci%C3%B3n%20de%20solicitud%20de%20privacidad). Responderemos a su apelación por escrito dentro del plazo que exija la ley de su estado. Si denegamos su apelación, puede comunicarse con el Fiscal General de su estado.

**Residentes de California:** consulte nuestro [Aviso de privacidad de California](/CaliforniaPolicy) para ver una descripción de sus derechos conforme a la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act), las categorías de información personal que recopilamos, vendemos y compartimos, y cómo ejercer sus derechos.

**Los residentes de Nevada** pueden pedirnos que no vendamos su información cubierta escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=No%20vender%20ni%20compartir%20mi%20informaci%C3%B3n%20personal).

## Cambios a esta política {#changes}

Podemos actualizar esta Política de privacidad periódicamente. Cuando lo hagamos, publicaremos la política actualizada en esta página y cambiaremos la fecha de “Última actualización” que aparece arriba. Si hacemos cambios importantes, también podemos avisarlo de forma más visible. Si queremos usar la información personal que ya hemos recopilado de una manera sustancialmente distinta de la que describía esta política cuando la recopilamos, le pediremos su consentimiento cuando la ley lo exija.

## Contáctenos {#contact}

Si tiene preguntas sobre esta Política de privacidad, desea presentar una solicitud de privacidad o desea revocar su consentimiento para ser contactado, comuníquese con nosotros:

[[contact Solicitudes de privacidad y consentimiento]]
`;export{e as default};
//# sourceMappingURL=privacy-policy-DxPC78_p.js.map