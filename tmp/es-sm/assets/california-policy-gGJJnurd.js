var e=`---
title: Aviso de privacidad de California
updated: 23 de noviembre de 2026
---

Este Aviso de privacidad de California complementa nuestra [Política de privacidad](/PrivacyPolicy) y se aplica únicamente a los residentes de California (“consumidores” o “usted”). Describe cómo {{company}} (“{{brand}}”, “nosotros” o “nuestro”) recopila, usa, vende, comparte y divulga información personal, y los derechos que usted tiene conforme a la Ley de Privacidad del Consumidor de California de 2018 (California Consumer Privacy Act), en su versión modificada por la Ley de Derechos de Privacidad de California de 2020 (California Privacy Rights Act), y sus reglamentos (en conjunto, la “CCPA”). Los términos definidos en la CCPA tienen el mismo significado en este aviso.

**Aviso de venta:** vendemos y compartimos información personal con empresas asociadas. Puede excluirse en cualquier momento en nuestra página [No vender ni compartir mi información personal](/DoNotSell), a la que se enlaza desde todas las páginas del sitio, o escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=No%20vender%20ni%20compartir%20mi%20informaci%C3%B3n%20personal) (consulte [Derecho a excluirse de la venta y del uso compartido](#right-to-opt-out)).

[[toc]]

## Introducción y fecha de vigencia {#introduction}

Este aviso está vigente desde el {{updated}}. Abarca la información personal que recopilamos en línea a través de nuestro sitio web y nuestros formularios de solicitud de cotización (el “Servicio”) y fuera de línea, por ejemplo, cuando usted nos escribe por correo electrónico o nos llama. El Servicio es gratuito para los consumidores y se ofrece únicamente a residentes de los Estados Unidos que tengan 18 años o más. No ofrecemos cuentas ni inicio de sesión.

La información personal no incluye la información disponible públicamente en registros gubernamentales, la información desidentificada o agregada, ni la información excluida del ámbito de aplicación de la CCPA.

Si usted tiene una discapacidad y necesita este aviso en otro formato, comuníquese con nosotros en [{{complianceEmail}}](mailto:{{complianceEmail}}) o al [{{phone}}](tel:{{phoneE164}}).

## Información personal que recopilamos {#categories-collected}

La siguiente tabla enumera las categorías de información personal, según las define la CCPA, que hemos recopilado sobre los consumidores en los 12 meses anteriores, con ejemplos. Para cada categoría, la misma información es la información personal que recopilamos ahora, a través del Servicio y de nuestras comunicaciones con usted.

Table: Categorías de información personal recopilada en los 12 meses anteriores

| Categoría | Ejemplos | Recopilada |
| --- | --- | --- |
| A. Identificadores | Nombre real, dirección postal (calle, ciudad, estado y código postal), dirección de correo electrónico, número de teléfono, dirección IP e identificadores en línea, como el certificado de TrustedForm, el token Jornaya LeadiD, nuestro número de referencia de la solicitud y los identificadores de campaña (aff_id, transaction_id, sub_aff_id). | SÍ |
| B. Categorías de información personal enumeradas en la ley de registros de clientes de California (Cal. Civ. Code § 1798.80(e)) | Nombre, dirección y número de teléfono, y cualquier otra información de este tipo que usted decida incluir en la descripción de su proyecto. Parte de la información de esta categoría puede coincidir con otras categorías. | SÍ |
| C. Características de clasificaciones protegidas por la ley de California o la ley federal | Su confirmación de que tiene al menos 18 años, y cualquier característica que usted decida mencionar en la descripción de su proyecto (por ejemplo, la edad o una discapacidad al pedir elementos de accesibilidad como una ducha de acceso sin escalón o barras de apoyo). No pedimos esta información. | SÍ |
| D. Información comercial | El servicio de mejoras para el hogar que solicitó y los detalles de su proyecto: si es propietario, tipo de propiedad, fecha de inicio deseada, mejor momento para llamarle, respuestas específicas del servicio (como la factura mensual promedio de electricidad y el proveedor de energía actual, las preferencias de techo o de ventanas, o las fechas y los códigos postales de una mudanza) y la descripción de su proyecto. | SÍ |
| E. Información biométrica | Patrones de pulsaciones de teclas, clics y movimientos del mouse que registran las herramientas de registro del consentimiento mientras usted completa nuestro formulario de cotización. No usamos esta información para identificarle, y no recopilamos huellas dactilares, escaneos faciales ni huellas de voz. | SÍ |
| F. Actividad en internet u otra actividad de red similar | Dirección IP, agente de usuario del navegador (navegador, dispositivo y sistema operativo), páginas vistas, URL de referencia, fechas y horas de las visitas, identificadores de campaña y el registro de sus interacciones con nuestro formulario de cotización creado por las herramientas de registro del consentimiento TrustedForm y Jornaya LeadiD. | SÍ |
| G. Datos de geolocalización | Ubicación aproximada obtenida a partir de su dirección IP (que se usa para confirmar que usted está en los Estados Unidos), y el código postal, la ciudad y el estado de su proyecto. No recopilamos la geolocalización precisa de su dispositivo. | SÍ |
| H. Datos sensoriales | El registro visual o la reproducción de su sesión en nuestro formulario de cotización creados por las herramientas de registro del consentimiento, y las grabaciones de llamadas telefónicas con nosotros si una llamada se graba (se lo diremos al comienzo de una llamada grabada). | SÍ |
| I. Información profesional o relacionada con el empleo | Información sobre su negocio o su trabajo que usted decida proporcionar, por ejemplo, cuando solicita un servicio para una propiedad comercial o describe su negocio en la descripción de su proyecto. No la pedimos. | SÍ |
| J. Información educativa no pública (según la define la Ley de Derechos Educativos y Privacidad de la Familia, Family Educational Rights and Privacy Act, 20 U.S.C. § 1232g; 34 C.F.R. Part 99) | Cualquier información educativa que usted decida incluir en la descripción de su proyecto o en sus comunicaciones con nosotros. No la pedimos, y no recopilamos expedientes educativos de las escuelas. | SÍ |
| K. Inferencias extraídas de otra información personal | Inferencias sobre su probable interés en determinados productos o servicios de mejoras para el hogar, el tamaño, el tipo o el momento probables de su proyecto, su probabilidad de compra, y si una solicitud parece genuina, duplicada o fraudulenta. | SÍ |

Varias categorías, como la C, la I y la J, se recopilan solo si usted decide incluir ese tipo de información en la descripción de su proyecto o en un mensaje que nos envíe. No incluya información que no desee que se comparta con las empresas asociadas.

## Información personal confidencial {#sensitive-information}

No pedimos información personal confidencial, como números de Seguro Social, de licencia de conducir o de pasaporte, números de cuentas financieras o de tarjetas, credenciales de inicio de sesión de cuentas, geolocalización precisa, origen racial o étnico, creencias religiosas, afiliación sindical, información sobre la salud o la vida sexual, ni el contenido de su correo postal, correo electrónico o mensajes de texto. Los datos de interacción descritos en la categoría E se recopilan para documentar el consentimiento y prevenir fraudes, no para identificarle. Usamos y divulgamos la información personal confidencial que podamos recibir solo para los fines que permiten el Cal. Civ. Code § 1798.121 y la sección 7027(m) de los reglamentos de la CCPA, y no la usamos para inferir características sobre usted.

## Fuentes de la información personal {#sources}

Recopilamos información personal de las siguientes categorías de fuentes:

- **Directamente de usted**, cuando completa una solicitud de cotización o se comunica con nosotros (categorías A, B, C, D, I y J).
- **Automáticamente de su navegador o dispositivo**, cuando visita el Servicio (categorías A, F y G).
- **Proveedores de verificación del consentimiento** (TrustedForm, de ActiveProspect, y Jornaya LeadiD), cuyas herramientas registran su sesión en nuestro formulario de cotización (categorías A, E, F y H).
- **Socios publicitarios y afiliados** que le remitieron al Servicio, mediante los identificadores de campaña del enlace que usted siguió (categorías A y F).
- **Empresas asociadas** que recibieron su solicitud, por ejemplo, cuando nos informan que la aceptaron o la devolvieron, o que usted pidió que no se comunicaran con usted (categorías A y D).
- **Proveedores de validación de datos y de consulta de códigos postales** que nos ayudan a verificar sus datos de contacto y su ubicación (categorías A y G).
- **Nuestro propio análisis** de la información anterior (categoría K).

## Fines empresariales y comerciales {#purposes}

Recopilamos, usamos, vendemos y compartimos información personal para los siguientes fines empresariales y comerciales:

- prestar el Servicio que usted solicita: recibir y procesar su solicitud de cotización y asociarla con empresas asociadas;
- vender y compartir su solicitud con empresas asociadas (contratistas, proveedores de servicios, compradores de prospectos y redes de prospectos) para que puedan comunicarse con usted, por teléfono, mensaje de texto o correo electrónico, acerca de su proyecto;
- registrar y demostrar su consentimiento para ser contactado, y respetar las revocaciones y exclusiones;
- ayudar a garantizar la seguridad y la integridad, lo que incluye detectar incidentes de seguridad, protegerse contra actividades maliciosas, engañosas, fraudulentas, automatizadas o ilegales, y procesar judicialmente a los responsables;
- depurar para identificar y reparar errores que afecten la funcionalidad prevista del Servicio;
- usos temporales y de corto plazo, como mostrar las preguntas adecuadas durante su visita;
- auditorías, como contar visitas y solicitudes, verificar la calidad de las solicitudes, y atribuir y pagar a los socios de marketing que le remitieron;
- mantener y mejorar la calidad y el desempeño del Servicio;
- responder a sus preguntas y solicitudes de privacidad; y
- cumplir las leyes y los procesos legales, y establecer, ejercer o defender reclamaciones legales.

## Divulgaciones con fines empresariales {#disclosed}

En los 12 meses anteriores, divulgamos información personal con fines empresariales a las siguientes categorías de destinatarios:

- **Proveedores de servicios y contratistas** que alojan y almacenan datos, protegen el Servicio, envían correos electrónicos, atienden a los clientes y validan datos: categorías A a K, según sea necesario para el servicio que nos prestan.
- **Proveedores de verificación del consentimiento** (TrustedForm y Jornaya LeadiD): categorías A, E, F, G y H.
- **Asesores profesionales, tribunales, organismos reguladores y autoridades policiales**, cuando lo exija la ley o sea necesario para establecer o defender reclamaciones legales: cualquier categoría pertinente al asunto.

Nuestros proveedores de servicios y contratistas pueden usar la información personal solo para prestarnos servicios, como lo exigen nuestros contratos escritos con ellos y la CCPA.

## Venta y uso compartido de información personal {#sold-shared}

En los 12 meses anteriores, **vendimos y compartimos** información personal como se describe a continuación. Conforme a la CCPA, “vender” significa divulgar información personal a un tercero a cambio de dinero u otra contraprestación de valor; “compartir” significa divulgarla a un tercero para publicidad conductual en distintos contextos.

- **A [empresas asociadas](/PartnerCompanies)** (contratistas y proveedores de servicios de mejoras para el hogar, y compradores y redes de prospectos que pueden reenviar las solicitudes a sus propios contratistas y proveedores de servicios): categorías A (identificadores), B (información del Cal. Civ. Code § 1798.80(e)), D (información comercial), F (actividad en internet o de red), G (datos de geolocalización) y K (inferencias); categorías E (información biométrica) y H (datos sensoriales) en la medida en que las empresas asociadas puedan ver el registro de la sesión vinculado al certificado y al token de consentimiento que proporcionamos; y categorías C, I y J solo en la medida en que usted incluya esa información en la descripción de su proyecto.
- **A socios publicitarios y afiliados** que le remitieron: categoría F (identificadores de campaña) y el hecho de que usted envió una solicitud, lo que puede considerarse venta o uso compartido.

Las empresas asociadas pueden llamarle (incluso con un marcador automático o con mensajes de voz pregrabados o artificiales), enviarle mensajes de texto o escribirle por correo electrónico acerca de su proyecto, según lo permita el consentimiento que usted dio al enviar su solicitud. No vendemos ni compartimos a sabiendas la información personal de consumidores menores de 16 años.

## Cuánto tiempo conservamos la información personal {#retention}

Conservamos cada categoría de información personal solo durante el tiempo razonablemente necesario para los fines descritos en este aviso, y nuestros sistemas aplican estos plazos automáticamente, todos los días:

- **Solicitudes de cotización y mensajes de contacto** (categorías A, B, C, D, F, G, I, J y K): la información personal que contienen (nombres, dirección de correo electrónico, número de teléfono, dirección, dirección IP, datos del navegador, sus propias palabras e identificadores de clics) se elimina 3 años (1,095 días) después de que usted los envió. Lo que queda (el servicio, el estado, la campaña y las fechas) ya no le identifica y mantiene la exactitud de nuestros informes.
- **Registros de consentimiento** (la redacción del consentimiento que usted aceptó, cuándo, desde qué dirección IP, navegador y página, con los identificadores del certificado de consentimiento y del prospecto): se conservan durante 5 años, porque es posible que necesitemos demostrar su consentimiento para ser contactado mientras pueda presentarse una reclamación conforme a las leyes de telemercadeo, y luego se eliminan. Se conservan por esta obligación legal aunque usted nos pida eliminar su información.
- **Exclusiones y revocaciones**: se conservan en una lista de supresión que solo contiene versiones codificadas (hash con clave) de su dirección de correo electrónico y de su número de teléfono, durante el tiempo necesario para respetarlas.

Los registros de las solicitudes de privacidad se conservan durante al menos 24 meses, como lo exigen los reglamentos de la CCPA. Los identificadores de campaña guardados en el almacenamiento de sesión de su navegador se eliminan cuando usted cierra la pestaña, y los registros técnicos se conservan durante un período más corto, salvo que se necesiten para investigar un incidente de seguridad.

## Derecho a saber, derecho de acceso y portabilidad de datos {#right-to-know}

Usted tiene derecho a solicitar que le informemos:

- las categorías de información personal que recopilamos sobre usted;
- las categorías de fuentes de las que se recopiló;
- los fines empresariales o comerciales para recopilarla, venderla o compartirla;
- las categorías de terceros a quienes la divulgamos;
- las categorías de información personal que vendimos o compartimos, y las categorías de terceros a quienes se vendió o con quienes se compartió cada categoría;
- las categorías de información personal que divulgamos con fines empresariales, y las categorías de destinatarios; y
- los datos específicos de información personal que recopilamos sobre usted.

**Portabilidad de datos.** Cuando usted pida datos específicos de información personal, se los proporcionaremos en un formato portátil y, en la medida en que sea técnicamente posible, fácil de usar, que le permita transmitirlos a otra entidad, normalmente mediante una entrega electrónica segura.

## Derecho a eliminar {#right-to-delete}

Usted tiene derecho a solicitar que eliminemos la información personal que recopilamos de usted. Después de verificar su solicitud, eliminaremos su información personal de nuestros registros, indicaremos a nuestros proveedores de servicios y contratistas que la eliminen, y notificaremos a los terceros a quienes la vendimos o con quienes la compartimos (incluidas las empresas asociadas) que la eliminen, salvo que esto resulte imposible o implique un esfuerzo desproporcionado. Conservaremos un registro de su solicitud, y podemos mantener su número de teléfono y su dirección de correo electrónico en una lista de supresión para que no vuelvan a comunicarse con usted.

Podemos denegar una solicitud de eliminación, total o parcialmente, si conservar la información es razonablemente necesario para que nosotros, o nuestros proveedores de servicios o contratistas, podamos:

1. completar la transacción para la que se recopiló la información personal, cumplir los términos de una garantía escrita o de un retiro de productos del mercado realizado de conformidad con la ley federal, proporcionar un bien o servicio que usted solicitó o que se prevé razonablemente en el contexto de nuestra relación comercial continua con usted, o cumplir de otro modo un contrato entre usted y nosotros;
2. ayudar a garantizar la seguridad y la integridad en la medida en que el uso de su información personal sea razonablemente necesario y proporcionado para esos fines, incluso para detectar incidentes de seguridad, protegerse contra actividades maliciosas, engañosas, fraudulentas o ilegales, o procesar judicialmente a los responsables de esas actividades;
3. depurar para identificar y reparar errores que afecten la funcionalidad prevista existente;
4. ejercer la libertad de expresión, garantizar el derecho de otro consumidor a ejercer su derecho a la libertad de expresión, o ejercer otro derecho previsto por la ley;
5. cumplir la Ley de Privacidad de las Comunicaciones Electrónicas de California (California Electronic Communications Privacy Act, Cal. Penal Code § 1546 y siguientes);
6. realizar investigaciones científicas, históricas o estadísticas públicas o revisadas por pares, de interés público, que cumplan todas las demás leyes de ética y privacidad aplicables, cuando sea probable que eliminar la información haga imposible la investigación o la perjudique gravemente, si usted ha dado su consentimiento informado;
7. permitir usos exclusivamente internos que estén razonablemente en consonancia con sus expectativas según su relación con nosotros y que sean compatibles con el contexto en el que usted proporcionó la información;
8. cumplir una obligación legal; o
9. usar de otro modo su información personal, internamente, de manera lícita y compatible con el contexto en el que usted la proporcionó.

Si denegamos su solicitud, total o parcialmente, le diremos qué excepción se aplica, eliminaremos toda información personal que no esté cubierta por la excepción y no usaremos la información conservada para ningún otro fin.

## Derecho a corregir {#right-to-correct}

Usted tiene derecho a solicitar que corrijamos la información personal inexacta que mantenemos sobre usted, teniendo en cuenta la naturaleza de la información y los fines para los que la tratamos. Haremos esfuerzos comercialmente razonables para corregirla, y podemos pedirle documentación que respalde la corrección. Si corregimos información que vendimos o compartimos, se lo comunicaremos a los destinatarios cuando la ley lo exija. Si denegamos su solicitud, le explicaremos por qué.

## Derecho a excluirse de la venta y del uso compartido {#right-to-opt-out}

Usted tiene derecho a indicarnos que no vendamos ni compartamos su información personal. Para excluirse, use el formulario de nuestra página [No vender ni compartir mi información personal](/DoNotSell) (enlazada al pie de todas las páginas), elija “Excluirme de la venta y del uso compartido” en el formulario de abajo, o escriba a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=No%20vender%20ni%20compartir%20mi%20informaci%C3%B3n%20personal) indicando el nombre, la dirección de correo electrónico y el número de teléfono que usó en el Servicio. No necesita verificar su identidad para excluirse.

- Una exclusión enviada a través del sitio surte efecto de inmediato: su dirección de correo electrónico y su número de teléfono pasan a nuestra lista de supresión, y cualquiera de sus solicitudes de cotización que aún no se haya enviado a las empresas asociadas se retiene y no se envía. En todos los casos, actuamos a más tardar 15 días hábiles después de recibirla. También notificaremos a los terceros a quienes vendimos su información personal o con quienes la compartimos después de que usted envió su solicitud y antes de que actuáramos en consecuencia, y les indicaremos que la cumplan.
- **Control Global de Privacidad.** Si su navegador envía una señal de Control Global de Privacidad (Global Privacy Control, GPC), la tratamos como una solicitud válida para excluirse de la venta y del uso compartido de la información personal asociada con ese navegador y, si sabemos quién es usted, con usted. No necesita hacer nada más. Nuestras páginas muestran “Señal de preferencia de exclusión respetada” cuando recibimos la señal (en la página [No vender ni compartir mi información personal](/DoNotSell) y encima de la casilla de consentimiento del formulario de cotización). Como una solicitud de cotización solo funciona si se comparte con empresas asociadas, nuestro formulario de cotización se lo indica antes de enviarla cuando su navegador envía la señal; marcar entonces la casilla de consentimiento y enviar la solicitud es su decisión de que esa única solicitud se comparta, y registramos que su navegador envió la señal.
- Una exclusión se aplica a las ventas y al uso compartido futuros. No recupera la información ya vendida o compartida antes de su solicitud, y las empresas asociadas que ya recibieron su información la usan conforme a sus propias políticas; puede comunicarse directamente con ellas para ejercer sus derechos ante ellas.
- Ponerle en contacto con empresas asociadas es el Servicio en sí. Si más adelante envía una nueva solicitud de cotización, nos está indicando que enviemos esa solicitud a empresas asociadas, como lo explica la redacción del consentimiento del formulario. Si no desea que su información se envíe a empresas asociadas, no envíe una solicitud de cotización.
- **Llamadas y mensajes de texto.** Para retirar su consentimiento para recibir llamadas o mensajes de texto, use nuestra página [Dejar de recibir llamadas y mensajes](/StopContact) (con un número de teléfono o una dirección de correo electrónico, o ambos). Dejamos de comunicarnos con usted de inmediato; la ley nos da 10 días hábiles.
- Esperaremos al menos 12 meses después de una exclusión antes de pedirle que vuelva a permitir la venta o el uso compartido de su información personal.

## Derecho a limitar el uso de la información personal confidencial {#right-to-limit}

Usted tiene derecho a limitar nuestro uso y divulgación de su información personal confidencial a los fines que permite la CCPA. Como se explica en [Información personal confidencial](#sensitive-information), ya usamos y divulgamos la información personal confidencial solo para esos fines permitidos. Si eso cambia, actualizaremos este aviso y respetaremos su solicitud de limitación. Aun así, puede enviar una solicitud escribiendo a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Limitar%20el%20uso%20de%20mi%20informaci%C3%B3n%20personal%20confidencial) con el asunto “Limitar el uso de mi información personal confidencial”.

## Cómo ejercer sus derechos {#exercise-rights}

Para ejercer cualquiera de los derechos de este aviso, envíe el formulario de abajo. Acepta solicitudes para saber (acceso), eliminar, corregir, excluirse y limitar; un agente autorizado puede enviarlo por usted. Cuando lo envíe, le mostraremos un número de referencia y, si podemos enviar correos electrónicos, se lo confirmaremos en la dirección que nos indique. También puede escribirnos a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Solicitud%20de%20privacidad%20de%20California). En un correo electrónico, le pedimos que:

[[california-request-form]]

- indique qué derecho desea ejercer (por ejemplo, “Solicitud para saber”, “Solicitud de eliminación”, “Solicitud de corrección” o “No vender ni compartir mi información personal”);
- indique su nombre completo y la dirección de correo electrónico, el número de teléfono y el código postal que usó en el Servicio, para que podamos encontrar sus registros;
- confirme que es residente de California; y
- en una solicitud de corrección, nos diga qué información es inexacta y cuál es la información correcta.

Como operamos en línea y no ofrecemos cuentas, el formulario de arriba y el correo electrónico son nuestros medios para recibir solicitudes. Si tiene problemas con alguno de ellos, llame al [{{phone}}](tel:{{phoneE164}}) y le ayudaremos a enviar su solicitud. También puede escribirnos a {{company}}, {{address}}. Usaremos la información que nos dé en una solicitud solo para verificar su identidad, procesar su solicitud y conservar los registros que exige la ley.

## Agentes autorizados {#authorized-agents}

Puede recurrir a un agente autorizado para que presente una solicitud por usted. Si lo hace, le pediremos al agente que demuestre que usted le dio permiso por escrito para actuar en su nombre, como un permiso firmado por usted o un poder notarial válido conforme a las secciones 4121 a 4130 del Código de Sucesiones de California (California Probate Code). También podemos pedirle al agente que verifique su propia identidad y, salvo que el agente tenga un poder notarial, podemos pedirle a usted que verifique su propia identidad directamente con nosotros o que nos confirme directamente que le dio permiso al agente. Podemos denegar la solicitud de un agente que no presente esta prueba. Un agente autorizado que sea una empresa debe estar inscrito ante la Secretaría de Estado de California.

## Cómo verificamos las solicitudes {#verification}

Para proteger su información, verificamos las solicitudes para saber, eliminar y corregir antes de actuar en consecuencia. No le exigimos que cree una cuenta. En cambio, comparamos los datos de identificación que usted nos da, como su nombre, dirección de correo electrónico, número de teléfono y código postal, con la información que ya tenemos. También podemos comunicarnos con usted a la dirección de correo electrónico o al número de teléfono de nuestros registros para confirmar que la solicitud provino de usted.

- **Las solicitudes para conocer las categorías** de información personal requieren un grado razonable de certeza, como la coincidencia de al menos dos datos que tengamos.
- **Las solicitudes de datos específicos** de información personal requieren un grado de certeza razonablemente alto, como la coincidencia de al menos tres datos que tengamos junto con una declaración, firmada bajo pena de perjurio, de que usted es el consumidor cuya información se solicita.
- **Las solicitudes de eliminación o de corrección** requieren un grado de certeza razonable o razonablemente alto, según qué tan confidencial sea la información y el riesgo de daño de una eliminación o corrección no autorizada.

Si no podemos verificar su identidad, se lo diremos y le explicaremos por qué. Si no podemos verificar una solicitud de eliminación, le preguntaremos si desea que la tratemos como una solicitud para excluirse de la venta y del uso compartido de su información personal. Las solicitudes para excluirse y para limitar no necesitan verificarse.

## Plazos, formato y tarifas de respuesta {#response}

- **Confirmación.** Confirmaremos que recibimos su solicitud para saber, eliminar o corregir dentro de los 10 días hábiles, y en todo caso dentro de los 15 días, y le diremos cómo la verificaremos y procesaremos.
- **Respuesta.** Responderemos dentro de los 45 días calendario posteriores a la recepción de su solicitud. Si necesitamos más tiempo, podemos prorrogar este plazo una vez, hasta por otros 45 días calendario (90 días en total), cuando sea razonablemente necesario; si lo hacemos, le informaremos por escrito, dentro de los primeros 45 días, que necesitamos la prórroga y por qué.
- **Período abarcado.** La información que proporcionemos en respuesta a una solicitud para saber abarca el período de 12 meses anterior a la recepción de su solicitud. Puede pedirnos que nos remontemos más atrás, a la información recopilada a partir del 1 de enero de 2022, y lo haremos salvo que resulte imposible o implique un esfuerzo desproporcionado.
- **Formato.** Le enviaremos nuestra respuesta por correo electrónico o, si lo prefiere, por correo postal. Si no podemos cumplir una solicitud, le explicaremos por qué.
- **Frecuencia.** No estamos obligados a responder a más de dos solicitudes para saber (acceso o portabilidad de datos) de su parte en un período de 12 meses.
- **Tarifas.** No cobramos ninguna tarifa por procesar o responder a su solicitud, salvo que sea manifiestamente infundada o excesiva, por ejemplo, por ser repetitiva. En ese caso, podemos cobrar una tarifa razonable que refleje nuestros costos administrativos, o negarnos a atender la solicitud, y le diremos por qué tomamos esa decisión y, si cobramos una tarifa, le daremos un presupuesto antes de completar su solicitud.

## No discriminación {#non-discrimination}

No le discriminaremos por ejercer ninguno de sus derechos conforme a la CCPA. Salvo que la CCPA lo permita, no le negaremos bienes o servicios, no le cobraremos precios o tarifas diferentes, incluso mediante descuentos u otros beneficios o sanciones, no le proporcionaremos un nivel o una calidad diferentes de bienes o servicios, ni le sugeriremos que recibirá un precio, una tarifa, un nivel o una calidad diferentes por haber ejercido sus derechos. No tomaremos represalias contra empleados, solicitantes de empleo ni contratistas independientes por ejercer sus derechos.

Tenga en cuenta que el Servicio consiste en enviar su solicitud de cotización a empresas asociadas. Si usted se excluye de la venta y del uso compartido de su información o nos pide que la eliminemos, no podremos enviar una solicitud a empresas asociadas por usted; esto es una consecuencia de su decisión, no una sanción.

## Menores de edad {#minors}

El Servicio está destinado únicamente a adultos de 18 años o más. No recopilamos a sabiendas información personal de menores, y no vendemos ni compartimos la información personal de consumidores que sabemos que son menores de 16 años. Si nos enteramos de que hemos recopilado información personal de una persona menor de 18 años, la eliminaremos y no la venderemos ni la compartiremos. Si cree que tenemos información sobre un menor, comuníquese con nosotros en [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Informaci%C3%B3n%20sobre%20un%20menor).

## Ley “Shine the Light” de California {#shine-the-light}

La sección 1798.83 del Código Civil de California (conocida como “Shine the Light”) permite a los residentes de California con quienes tenemos una relación comercial establecida pedir, una vez al año y sin costo, información sobre la información personal que divulgamos a terceros para los fines de marketing directo propios de esos terceros en el año calendario anterior, y los nombres y direcciones de esos terceros. Para presentar esta solicitud, escriba a [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Solicitud%20Shine%20the%20Light) con el asunto “Solicitud Shine the Light”, o escríbanos a la dirección postal que aparece más abajo. Responderemos dentro de los 30 días.

## Cambios a este aviso {#changes}

Revisamos este aviso, y lo actualizamos según sea necesario, al menos una vez cada 12 meses. Cuando lo actualicemos, publicaremos la nueva versión en esta página y cambiaremos la fecha de “Última actualización” que aparece arriba. Si hacemos cambios importantes, también podemos avisarlo de forma más visible.

## Información de contacto {#contact}

Si tiene preguntas sobre este aviso o sobre nuestras prácticas de privacidad, o desea ejercer sus derechos, comuníquese con nosotros:

[[contact Solicitudes de privacidad]]
`;export{e as default};
//# sourceMappingURL=california-policy-gGJJnurd.js.map