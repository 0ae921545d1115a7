# Recipe texts for the hand-written pages of the i18n dev set: (format, language, recipe).
R = []
def add(fmt, lang, **kw): R.append(dict(fmt=fmt, lang=lang, **kw))

# ---------- German
add('plain', 'de', title='Kartoffelsuppe mit Lauch', site='Omas Küche',
    meta=[('Zubereitungszeit', '20 Min.'), ('Kochzeit', '30 Min.'), ('Portionen', '4')],
    yields='4', prep=20, cook=30, total=None,
    groups=[('', ['750 g mehligkochende Kartoffeln', '1 Stange Lauch', '1 Zwiebel', '2 EL Butter', '1 l Gemüsebrühe', '200 ml Sahne', '1 Prise Muskatnuss', 'Salz und Pfeffer'])],
    steps=['Kartoffeln schälen und in Würfel schneiden. Lauch putzen, waschen und in Ringe schneiden.', 'Zwiebel fein hacken und in der Butter glasig dünsten. Kartoffeln und Lauch zugeben und kurz mitdünsten.', 'Mit der Brühe ablöschen und zugedeckt etwa 25 Minuten köcheln lassen.', 'Sahne einrühren, die Suppe fein pürieren und mit Muskat, Salz und Pfeffer abschmecken.'],
    after=('Tipp', 'Mit gerösteten Brotwürfeln oder Würstchen servieren.'))
add('plain-groups', 'de', title='Apfelkuchen vom Blech', site='Backstube Lena',
    meta=[('Arbeitszeit', '30 Minuten'), ('Backzeit', '40 Minuten')], yieldline='Ergibt 20 Stück · für 12 Personen',
    yields='12', prep=30, cook=40, total=None,
    groups=[('Für den Teig:', ['300 g Mehl', '150 g weiche Butter', '100 g Zucker', '1 Ei', '½ Päckchen Backpulver']), ('Für den Belag:', ['1,5 kg säuerliche Äpfel', '2 EL Zitronensaft', '1 TL Zimt', '50 g gehobelte Mandeln'])],
    steps=['Mehl, Butter, Zucker, Ei und Backpulver zu einem glatten Teig verkneten und 30 Minuten kalt stellen.', 'Den Backofen auf 180 °C Ober-/Unterhitze vorheizen. Den Teig auf einem gefetteten Blech ausrollen.', 'Äpfel schälen, in Spalten schneiden, mit Zitronensaft und Zimt mischen und auf dem Teig verteilen.', 'Mit Mandeln bestreuen und etwa 40 Minuten goldbraun backen.'])
add('jsonld-sections', 'de', title='Rinderrouladen', site='Sonntagsbraten',
    recipeYield='vier Portionen', prepIso='PT30M', cookIso='PT1H30M', totalIso='PT2H',
    yields='4', prep=30, cook=90, total=120,
    groups=[('Für die Rouladen', ['4 Rinderrouladen (à 180 g)', '2 TL mittelscharfer Senf', '4 Scheiben Frühstücksspeck', '2 Gewürzgurken', '1 Zwiebel']), ('Für die Soße', ['1 Bund Suppengrün', '2 EL Tomatenmark', '250 ml Rotwein', '500 ml Rinderfond', 'etwas Speisestärke'])],
    sections=[('Rouladen füllen', ['Das Fleisch flach klopfen, salzen, pfeffern und mit Senf bestreichen.', 'Mit Speck, Gurkenstreifen und Zwiebelringen belegen, aufrollen und mit Rouladennadeln feststecken.']), ('Schmoren', ['Die Rouladen rundherum scharf anbraten und herausnehmen.', 'Suppengrün und Tomatenmark im Bratfett rösten, mit Wein und Fond ablöschen.', 'Die Rouladen zurück in den Bräter geben und zugedeckt 1,5 Stunden schmoren.', 'Die Soße mit angerührter Stärke binden und abschmecken.'])])

# ---------- French
add('jsonld', 'fr', title='Quiche lorraine', site='Cuisine de Marie',
    recipeYield='6 personnes', prepIso='PT20M', cookIso='PT35M', totalIso='PT55M',
    yields='6', prep=20, cook=35, total=55,
    groups=[('', ['1 pâte brisée', '200 g de lardons fumés', '3 œufs', '20 cl de crème fraîche épaisse', '20 cl de lait', '1 pincée de noix de muscade', 'sel, poivre'])],
    steps=['Préchauffer le four à 180 °C (thermostat 6).', 'Étaler la pâte dans un moule à tarte et la piquer avec une fourchette.', 'Faire revenir les lardons à la poêle sans matière grasse, puis les égoutter.', 'Battre les œufs avec la crème, le lait et la muscade. Saler légèrement et poivrer.', 'Répartir les lardons sur la pâte, verser l’appareil et enfourner pour 35 minutes.'])
add('plain', 'fr', title='Ratatouille provençale', site='Le carnet de Jeanne',
    meta=[('Temps de préparation', '25 min'), ('Temps de cuisson', '1 h'), ('Temps total', '1 h 25 min')], yieldline='Pour 4 personnes',
    yields='4', prep=25, cook=60, total=85,
    groups=[('', ['2 aubergines', '3 courgettes', '2 poivrons rouges', '4 tomates bien mûres', '2 oignons', '3 gousses d’ail', '4 c. à soupe d’huile d’olive', '1 brin de thym', 'sel et poivre du moulin'])],
    steps=['Laver les légumes et les couper en cubes de taille égale.', 'Faire revenir les oignons et l’ail dans l’huile d’olive dans une grande cocotte.', 'Ajouter les poivrons, puis les aubergines et les courgettes, et faire dorer 10 minutes.', 'Incorporer les tomates et le thym, saler, poivrer et laisser mijoter 45 minutes à couvert.'],
    after=('Astuce', 'La ratatouille est encore meilleure réchauffée le lendemain.'))
add('microdata', 'fr', title='Crêpes au beurre salé', site='Petits plats bretons',
    visibleYield='Pour 15 crêpes', recipeYield='15 crêpes', prepIso='PT10M', cookIso='PT30M',
    timesText=[('Préparation', '10 min'), ('Cuisson', '30 min')],
    yields='15', prep=10, cook=30, total=None,
    groups=[('', ['250 g de farine', '4 œufs', '0,5 l de lait', '50 g de beurre demi-sel fondu', '1 c. à café de sucre'])],
    steps=['Verser la farine dans un saladier et creuser un puits.', 'Ajouter les œufs et mélanger en incorporant le lait petit à petit.', 'Ajouter le beurre fondu et le sucre, puis laisser reposer la pâte 1 heure.', 'Cuire les crêpes dans une poêle chaude légèrement beurrée, 1 minute de chaque côté.'])
add('jsonld-textblock', 'fr', title='Mousse au chocolat', site='Desserts faciles',
    recipeYield='Pour 6 à 8 personnes', prepIso='PT20M', totalIso='PT4H20M',
    yields='6-8', prep=20, total=260,
    groups=[('', ['200 g de chocolat noir', '6 œufs', '1 pincée de sel', '30 g de sucre'])],
    steps=['Faire fondre le chocolat au bain-marie.', 'Séparer les blancs des jaunes et incorporer les jaunes au chocolat tiède.', 'Monter les blancs en neige ferme avec le sel, en ajoutant le sucre à la fin.', 'Incorporer délicatement les blancs au chocolat en trois fois.', 'Répartir dans des verrines et réserver au réfrigérateur au moins 4 heures.'])
add('jsonld-groups-inline', 'fr', title='Tarte aux fraises', site='Pâtisserie maison',
    recipeYield='8', prepIso='PT40M', cookIso='PT25M',
    yields='8', prep=40, cook=25, total=65,
    groups=[('Pour la pâte sablée :', ['250 g de farine', '125 g de beurre', '80 g de sucre glace', '1 jaune d’œuf']), ('Pour la crème pâtissière :', ['50 cl de lait', '3 jaunes d’œufs', '75 g de sucre', '40 g de maïzena']), ('Pour la garniture :', ['500 g de fraises'])],
    steps=['Sabler la farine et le beurre, ajouter le sucre glace et le jaune, former une boule et laisser reposer 30 minutes.', 'Foncer un moule, piquer la pâte et la cuire à blanc 25 minutes à 180 °C.', 'Chauffer le lait. Fouetter les jaunes avec le sucre et la maïzena, verser le lait chaud et cuire jusqu’à épaississement.', 'Garnir le fond de tarte refroidi de crème, puis disposer les fraises coupées en deux.'])

# ---------- Italian
add('jsonld', 'it', title='Spaghetti alla carbonara', site='Cucina di Nonna Rosa',
    recipeYield='4 persone', prepIso='PT10M', cookIso='PT15M', totalIso='PT25M',
    yields='4', prep=10, cook=15, total=25,
    groups=[('', ['320 g di spaghetti', '150 g di guanciale', '4 tuorli', '50 g di pecorino romano grattugiato', 'pepe nero q.b.'])],
    steps=['Tagliare il guanciale a listarelle e rosolarlo in padella senza olio finché è croccante.', 'Sbattere i tuorli con il pecorino e abbondante pepe nero.', 'Cuocere gli spaghetti in acqua salata e scolarli al dente, tenendo da parte un mestolo di acqua di cottura.', 'Mescolare la pasta con il guanciale fuori dal fuoco, aggiungere la crema di uova e un po’ di acqua di cottura e servire subito.'])
add('plain', 'it', title='Risotto ai funghi porcini', site='Il mio ricettario',
    meta=[('Tempo di preparazione', '15 minuti'), ('Tempo di cottura', '20 minuti'), ('Dosi per', '4 persone')],
    yields='4', prep=15, cook=20, total=None,
    groups=[('', ['320 g di riso Carnaroli', '300 g di funghi porcini', '1 scalogno', '1 l di brodo vegetale', '½ bicchiere di vino bianco secco', '40 g di burro', '60 g di Parmigiano Reggiano', 'olio extravergine d’oliva q.b.'])],
    steps=['Pulire i funghi e tagliarli a fettine. Tritare finemente lo scalogno.', 'Rosolare lo scalogno con un filo d’olio, aggiungere i funghi e cuocere per 5 minuti.', 'Tostare il riso, sfumare con il vino e portare a cottura aggiungendo il brodo caldo poco alla volta.', 'A fine cottura mantecare con il burro e il Parmigiano.'],
    after=('Consigli', 'Se usate funghi secchi, ammollateli in acqua tiepida per 20 minuti.'))
add('microdata', 'it', title='Tiramisù classico', site='Dolci di casa',
    visibleYield='Porzioni: 8', recipeYield='8 porzioni', prepIso='PT30M', totalIso='PT6H30M',
    timesText=[('Preparazione', '30 minuti'), ('Tempo totale', '6 ore e 30 minuti')],
    yields='8', prep=30, total=390,
    groups=[('', ['500 g di mascarpone', '4 uova freschissime', '100 g di zucchero', '300 g di savoiardi', '300 ml di caffè espresso freddo', 'cacao amaro in polvere q.b.'])],
    steps=['Separare i tuorli dagli albumi e montare i tuorli con metà dello zucchero.', 'Aggiungere il mascarpone e lavorare fino a ottenere una crema liscia.', 'Montare gli albumi a neve con lo zucchero rimasto e incorporarli delicatamente alla crema.', 'Inzuppare i savoiardi nel caffè e alternarli a strati con la crema in una pirofila.', 'Spolverizzare con il cacao e lasciar riposare in frigorifero per almeno 6 ore.'])
add('jsonld-sections', 'it', title='Lasagne alla bolognese', site='Sapori emiliani',
    recipeYield='6-8 porzioni', prepIso='PT1H', cookIso='PT3H', totalIso='PT4H',
    yields='6-8', prep=60, cook=180, total=240,
    groups=[('Per il ragù', ['300 g di carne macinata di manzo', '150 g di pancetta', '1 carota', '1 costa di sedano', '1 cipolla', '300 g di passata di pomodoro', '1 bicchiere di vino rosso']), ('Per la besciamella', ['1 l di latte intero', '80 g di burro', '80 g di farina 00', 'noce moscata q.b.']), ('Per completare', ['500 g di sfoglie per lasagne', '150 g di Parmigiano Reggiano grattugiato'])],
    sections=[('Il ragù', ['Tritare carota, sedano e cipolla e soffriggerli con la pancetta.', 'Aggiungere la carne, rosolarla, sfumare con il vino e unire la passata. Cuocere a fuoco basso per 2 ore.']), ('La besciamella', ['Sciogliere il burro, aggiungere la farina e poi il latte caldo a filo, mescolando finché la salsa si addensa.']), ('Composizione', ['Alternare in una teglia sfoglie, ragù, besciamella e Parmigiano.', 'Cuocere in forno a 180 °C per 40 minuti.'])])
add('jsonld-textblock', 'it', title='Pesto alla genovese', site='Liguria in tavola',
    recipeYield='Per 4 persone', prepIso='PT15M',
    yields='4', prep=15,
    groups=[('', ['50 g di basilico genovese', '1 spicchio d’aglio', '15 g di pinoli', '70 g di Parmigiano Reggiano', '30 g di Pecorino', '100 ml di olio extravergine d’oliva', 'sale grosso q.b.'])],
    steps=['Pestare nel mortaio l’aglio con qualche grano di sale grosso.', 'Aggiungere le foglie di basilico e pestarle con movimento rotatorio.', 'Unire i pinoli e i formaggi grattugiati e continuare a pestare.', 'Versare l’olio a filo mescolando fino a ottenere una salsa omogenea.'])
add('plain-groups', 'it', title='Torta di mele', site='La dispensa di Anna',
    meta=[('Preparazione', '25 min'), ('Cottura', '45 min')], yieldline='Dosi per 8 persone',
    yields='8', prep=25, cook=45, total=None,
    groups=[('Per l’impasto:', ['200 g di farina 00', '150 g di zucchero', '3 uova', '100 ml di latte', '80 g di burro fuso', '1 bustina di lievito per dolci']), ('Per la copertura:', ['3 mele', '1 cucchiaio di zucchero di canna', 'succo di ½ limone'])],
    steps=['Montare le uova con lo zucchero fino a ottenere un composto chiaro e spumoso.', 'Aggiungere il latte e il burro fuso, poi la farina setacciata con il lievito.', 'Versare l’impasto in una tortiera e coprire con le mele a fettine bagnate nel succo di limone.', 'Cospargere con lo zucchero di canna e cuocere a 180 °C per 45 minuti.'])
add('jsonld', 'it', title='Parmigiana di melanzane', site='Cucina del Sud',
    recipeYield=['6', '6 porzioni'], prepIso='PT40M', cookIso='PT45M',
    yields='6', prep=40, cook=45, total=85,
    groups=[('', ['1,2 kg di melanzane', '700 ml di passata di pomodoro', '250 g di mozzarella', '80 g di Parmigiano grattugiato', '1 mazzetto di basilico', 'olio di semi per friggere', 'sale q.b.'])],
    steps=['Tagliare le melanzane a fette spesse mezzo centimetro, salarle e lasciarle spurgare per 30 minuti.', 'Friggere le fette in olio caldo e scolarle su carta assorbente.', 'Cuocere la passata con un pizzico di sale e qualche foglia di basilico per 15 minuti.', 'Comporre gli strati alternando melanzane, sugo, mozzarella e Parmigiano.', 'Cuocere in forno a 200 °C per 30 minuti.'])

# ---------- Spanish
add('jsonld', 'es', title='Tortilla de patatas', site='Cocina de la abuela',
    recipeYield='4 raciones', prepIso='PT15M', cookIso='PT30M', totalIso='PT45M',
    yields='4', prep=15, cook=30, total=45,
    groups=[('', ['1 kg de patatas', '6 huevos', '1 cebolla', '250 ml de aceite de oliva virgen extra', 'sal al gusto'])],
    steps=['Pelar las patatas y cortarlas en láminas finas. Picar la cebolla.', 'Freír las patatas y la cebolla a fuego medio en abundante aceite durante 20 minutos, sin que se doren.', 'Batir los huevos con sal, añadir las patatas escurridas y dejar reposar 5 minutos.', 'Cuajar la tortilla en una sartén con un poco de aceite, darle la vuelta con ayuda de un plato y terminar de cuajar.'])
add('plain', 'es', title='Gazpacho andaluz', site='Recetas del sur',
    meta=[('Tiempo de preparación', '15 minutos'), ('Tiempo total', '2 horas 15 minutos')], yieldline='Para 6 personas',
    yields='6', prep=15, total=135,
    groups=[('', ['1 kg de tomates maduros', '1 pimiento verde', '1 pepino', '1 diente de ajo', '50 g de pan del día anterior', '100 ml de aceite de oliva', '2 cucharadas de vinagre de Jerez', '1 cucharadita de sal'])],
    steps=['Lavar y trocear los tomates, el pimiento y el pepino pelado.', 'Triturar todas las verduras con el ajo, el pan remojado, el vinagre y la sal.', 'Añadir el aceite poco a poco sin dejar de triturar hasta que quede una crema fina.', 'Colar y enfriar en la nevera al menos 2 horas antes de servir.'],
    after=('Consejo', 'Sírvelo con daditos de pepino, pimiento y pan tostado.'))
add('microdata', 'es', title='Paella valenciana', site='Arroces de Valencia',
    visibleYield='Raciones: 4', recipeYield='4', prepIso='PT20M', cookIso='PT40M', totalIso='PT1H',
    timesText=[('Tiempo de preparación', '20 min'), ('Tiempo de cocción', '40 min')],
    yields='4', prep=20, cook=40, total=60,
    groups=[('', ['400 g de arroz bomba', '500 g de pollo troceado', '300 g de conejo troceado', '200 g de judía verde plana', '100 g de garrofón', '1 tomate rallado', '1 g de azafrán', '1,2 l de agua', '100 ml de aceite de oliva', 'sal'])],
    steps=['Calentar el aceite en la paella y dorar bien el pollo y el conejo con un poco de sal.', 'Añadir las judías y el garrofón y rehogar unos minutos.', 'Incorporar el tomate rallado, sofreír y añadir el agua y el azafrán. Cocer 20 minutos.', 'Repartir el arroz y cocer a fuego fuerte 10 minutos y a fuego suave otros 8 minutos.', 'Dejar reposar 5 minutos tapada con un paño antes de servir.'])
add('jsonld-textblock', 'es', title='Flan de huevo', site='Postres caseros',
    recipeYield='6 porciones', prepIso='PT15M', cookIso='PT50M',
    yields='6', prep=15, cook=50, total=65,
    groups=[('', ['4 huevos', '500 ml de leche entera', '100 g de azúcar', '1 cucharadita de esencia de vainilla', '100 g de azúcar para el caramelo'])],
    steps=['Preparar un caramelo con el azúcar y un chorrito de agua y repartirlo en el fondo de una flanera.', 'Batir los huevos con el azúcar, la leche y la vainilla sin que haga espuma.', 'Verter la mezcla en la flanera y cocer al baño maría en el horno a 170 °C durante 50 minutos.', 'Dejar enfriar y refrigerar antes de desmoldar.'])
add('jsonld-sections', 'es', title='Lentejas estofadas', site='Cuchara y puchero',
    recipeYield='Para cuatro personas', prepIso='PT15M', cookIso='PT1H', 
    yields='4', prep=15, cook=60, total=75,
    groups=[('Para las lentejas', ['400 g de lentejas pardinas', '1 chorizo', '1 zanahoria', '1 patata', '1 hoja de laurel']), ('Para el sofrito', ['1 cebolla', '1 pimiento verde', '2 dientes de ajo', '1 cucharadita de pimentón dulce', '3 cucharadas de aceite de oliva'])],
    sections=[('El sofrito', ['Picar la cebolla, el pimiento y el ajo y pocharlos en el aceite a fuego lento.', 'Retirar del fuego y añadir el pimentón removiendo para que no se queme.']), ('El guiso', ['Poner las lentejas en una olla con agua fría, el chorizo, la zanahoria, la patata troceada y el laurel.', 'Añadir el sofrito y cocer a fuego suave durante 1 hora, hasta que las lentejas estén tiernas.'])])
add('plain-groups', 'es', title='Bizcocho de yogur', site='Meriendas con niños',
    meta=[('Preparación', '10 min'), ('Cocción', '40 min')], yieldline='Rinde 8 porciones',
    yields='8', prep=10, cook=40, total=None,
    groups=[('Para la masa:', ['1 yogur natural', '3 huevos', '2 medidas de yogur de azúcar', '3 medidas de yogur de harina', '1 medida de yogur de aceite de girasol', '1 sobre de levadura química']), ('Para decorar:', ['azúcar glas'])],
    steps=['Precalentar el horno a 180 °C y engrasar un molde.', 'Batir los huevos con el azúcar, añadir el yogur y el aceite.', 'Incorporar la harina tamizada con la levadura y mezclar sin batir en exceso.', 'Hornear 40 minutos y espolvorear con azúcar glas una vez frío.'])
add('jsonld', 'es', title='Croquetas de jamón', site='Tapas y raciones',
    recipeYield='24 croquetas', prepIso='PT40M', cookIso='PT20M', totalIso='PT3H',
    yields='24', prep=40, cook=20, total=180,
    groups=[('', ['100 g de jamón serrano', '60 g de mantequilla', '70 g de harina', '750 ml de leche entera', '2 huevos', 'pan rallado', 'aceite de oliva para freír', 'nuez moscada'])],
    steps=['Picar el jamón muy fino.', 'Derretir la mantequilla, añadir la harina y cocinar 2 minutos. Agregar la leche poco a poco sin dejar de remover.', 'Añadir el jamón y la nuez moscada y cocer la bechamel 15 minutos. Dejar enfriar en una fuente al menos 2 horas.', 'Formar las croquetas, pasarlas por huevo batido y pan rallado y freírlas en aceite caliente.'])

# ---------- Portuguese
add('jsonld', 'pt', title='Bolo de cenoura com cobertura de chocolate', site='Receitas da Vovó',
    recipeYield='rende 12 porções', prepIso='PT20M', cookIso='PT40M', totalIso='PT1H',
    yields='12', prep=20, cook=40, total=60,
    groups=[('', ['3 cenouras médias', '3 ovos', '1 xícara (chá) de óleo', '2 xícaras (chá) de açúcar', '2 e ½ xícaras (chá) de farinha de trigo', '1 colher (sopa) de fermento em pó'])],
    steps=['Bata no liquidificador as cenouras picadas, os ovos e o óleo.', 'Numa tigela, misture o açúcar e a farinha, junte o creme de cenoura e mexa bem.', 'Acrescente o fermento e misture delicadamente.', 'Asse em forno preaquecido a 180 °C por cerca de 40 minutos.'])
add('plain', 'pt', title='Feijoada simples', site='Cozinha do Brasil',
    meta=[('Tempo de preparo', '40 minutos'), ('Tempo de cozimento', '2 horas'), ('Rendimento', '8 porções')],
    yields='8', prep=40, cook=120, total=None,
    groups=[('', ['1 kg de feijão preto', '300 g de carne seca', '300 g de costelinha de porco', '200 g de linguiça calabresa', '2 cebolas', '4 dentes de alho', '2 folhas de louro', 'sal a gosto'])],
    steps=['Deixe a carne seca de molho na véspera, trocando a água algumas vezes.', 'Cozinhe o feijão com o louro até ficar macio.', 'Refogue a cebola e o alho, junte as carnes em pedaços e doure bem.', 'Acrescente as carnes ao feijão e cozinhe em fogo baixo por mais 1 hora, acertando o sal.'],
    after=('Dica', 'Sirva com arroz branco, couve refogada e laranja.'))
add('microdata', 'pt', title='Pastéis de nata', site='Doces de Lisboa',
    visibleYield='Rende 12 unidades · 6 pessoas', recipeYield='12 unidades', prepIso='PT30M', cookIso='PT20M',
    timesText=[('Preparação', '30 min'), ('Cozedura', '20 min')],
    yields='12', prep=30, cook=20, total=50,
    groups=[('', ['1 rolo de massa folhada', '500 ml de leite', '250 g de açúcar', '6 gemas', '40 g de farinha', '1 casca de limão', '1 pau de canela'])],
    steps=['Forre as formas com a massa folhada enrolada e cortada em rodelas.', 'Ferva o leite com a casca de limão e o pau de canela.', 'Misture a farinha com um pouco de leite frio, junte ao leite quente e cozinhe até engrossar.', 'Faça uma calda com o açúcar e 150 ml de água e junte ao creme. Incorpore as gemas.', 'Encha as formas e leve ao forno bem quente, a 250 °C, por cerca de 20 minutos.'])
add('jsonld-textblock', 'pt', title='Arroz de pato', site='Sabores do Minho',
    recipeYield='4 a 6 pessoas', prepIso='PT30M', cookIso='PT1H30M', totalIso='PT2H',
    yields='4-6', prep=30, cook=90, total=120,
    groups=[('', ['1 pato', '400 g de arroz carolino', '1 chouriço de carne', '150 g de bacon', '1 cebola', '1 cenoura', 'sal e pimenta q.b.'])],
    steps=['Coza o pato em água temperada com a cebola e a cenoura durante 1 hora.', 'Desfie a carne e reserve o caldo coado.', 'Coza o arroz no caldo do pato durante 12 minutos.', 'Numa travessa, alterne camadas de arroz e pato, cubra com rodelas de chouriço e bacon e leve ao forno a 200 °C por 20 minutos.'])
add('jsonld-sections', 'pt', title='Escondidinho de carne seca', site='Sabor Nordestino',
    recipeYield='6', prepIso='PT30M', cookIso='PT40M',
    yields='6', prep=30, cook=40, total=70,
    groups=[('Para o purê', ['1 kg de mandioca cozida', '2 colheres (sopa) de manteiga', '1 xícara (chá) de leite', 'sal a gosto']), ('Para o recheio', ['500 g de carne seca dessalgada e desfiada', '1 cebola picada', '2 tomates picados', '1 xícara (chá) de queijo coalho ralado'])],
    sections=[('Purê', ['Amasse a mandioca ainda quente e leve ao fogo com a manteiga e o leite, mexendo até formar um purê liso.']), ('Recheio e montagem', ['Refogue a cebola, junte a carne seca e o tomate e cozinhe por 10 minutos.', 'Num refratário, coloque metade do purê, o recheio e cubra com o restante do purê.', 'Polvilhe o queijo e leve ao forno a 200 °C por 30 minutos.'])])
add('plain-groups', 'pt', title='Pudim de leite condensado', site='Sobremesas da Ana',
    meta=[('Tempo de preparo', '15 min'), ('Tempo de forno', '1 hora')], yieldline='Serve 10 pessoas',
    yields='10', prep=15, cook=60, total=None,
    groups=[('Calda:', ['1 xícara (chá) de açúcar', '½ xícara (chá) de água']), ('Pudim:', ['1 lata de leite condensado', '2 medidas (da lata) de leite', '3 ovos'])],
    steps=['Derreta o açúcar em fogo baixo até dourar, junte a água e deixe ferver até formar uma calda. Caramelize uma forma com furo central.', 'Bata no liquidificador o leite condensado, o leite e os ovos.', 'Despeje na forma e asse em banho-maria a 180 °C por cerca de 1 hora.', 'Deixe esfriar e leve à geladeira antes de desenformar.'])
add('jsonld', 'pt', title='Caldo verde', site='Receitas de Portugal',
    recipeYield='Serve 4 pessoas', prepIso='PT15M', cookIso='PT35M', totalIso='PT50M',
    yields='4', prep=15, cook=35, total=50,
    groups=[('', ['500 g de batatas', '1 cebola', '2 dentes de alho', '200 g de couve-galega cortada fininha', '1 chouriço', '4 colheres de sopa de azeite', 'sal q.b.'])],
    steps=['Coza as batatas, a cebola e o alho em 1,5 l de água com sal durante 20 minutos.', 'Triture tudo com a varinha mágica e junte o azeite.', 'Acrescente a couve e deixe ferver 5 minutos.', 'Sirva com rodelas de chouriço e um fio de azeite.'])

# ---------- more German and French
add('microdata', 'de', title='Käsespätzle', site='Allgäuer Küche',
    visibleYield='Für 4 Personen', recipeYield='4 Personen', prepIso='PT25M', cookIso='PT20M',
    timesText=[('Zubereitungszeit', '25 Min.'), ('Kochzeit', '20 Min.')],
    yields='4', prep=25, cook=20, total=45,
    groups=[('', ['400 g Mehl', '4 Eier', '150 ml Wasser', '1 TL Salz', '250 g Bergkäse, gerieben', '3 Zwiebeln', '2 EL Butter'])],
    steps=['Mehl, Eier, Wasser und Salz zu einem zähen Teig schlagen, bis er Blasen wirft.', 'Den Teig portionsweise in kochendes Salzwasser hobeln und die Spätzle abschöpfen, sobald sie oben schwimmen.', 'Zwiebeln in Ringe schneiden und in Butter goldbraun rösten.', 'Spätzle und Käse abwechselnd in eine Form schichten und mit den Röstzwiebeln servieren.'])
add('jsonld-textblock', 'de', title='Pfannkuchen', site='Schnelle Familienküche',
    recipeYield='8 Stück', prepIso='PT10M', cookIso='PT20M', totalIso='PT30M',
    yields='8', prep=10, cook=20, total=30,
    groups=[('', ['250 g Mehl', '500 ml Milch', '3 Eier', '1 Prise Salz', '1 EL Zucker', 'Butter zum Braten'])],
    steps=['Mehl, Milch, Eier, Salz und Zucker zu einem glatten Teig verrühren.', 'Den Teig 10 Minuten quellen lassen.', 'Etwas Butter in einer Pfanne erhitzen und eine dünne Schicht Teig hineingeben.', 'Den Pfannkuchen von beiden Seiten goldbraun backen und warm servieren.'])
add('plain-groups', 'fr', title='Bœuf bourguignon', site='La table de Paul',
    meta=[('Préparation', '30 min'), ('Cuisson', '3 h')], yieldline='Pour 6 personnes',
    yields='6', prep=30, cook=180, total=None,
    groups=[('Pour la viande :', ['1,5 kg de bœuf à braiser', '75 cl de vin rouge de Bourgogne', '2 c. à soupe de farine', '1 bouquet garni']), ('Pour la garniture :', ['200 g de lardons', '250 g de champignons de Paris', '12 petits oignons grelots'])],
    steps=['Couper la viande en gros cubes et la faire dorer dans une cocotte.', 'Saupoudrer de farine, mouiller avec le vin et ajouter le bouquet garni.', 'Couvrir et laisser mijoter 3 heures à feu doux.', 'Faire revenir les lardons, les champignons et les oignons et les ajouter 30 minutes avant la fin.'])
add('jsonld-sections', 'fr', title='Soupe à l’oignon gratinée', site='Bistrot chez soi',
    recipeYield='quatre personnes', prepIso='PT15M', cookIso='PT50M', totalIso='PT1H5M',
    yields='4', prep=15, cook=50, total=65,
    groups=[('', ['6 oignons jaunes', '40 g de beurre', '1 c. à soupe de farine', '1,5 l de bouillon de bœuf', '8 tranches de baguette', '150 g de comté râpé'])],
    sections=[('La soupe', ['Émincer les oignons et les faire fondre dans le beurre 20 minutes à feu doux.', 'Saupoudrer de farine, mouiller avec le bouillon et laisser cuire 20 minutes.']), ('Le gratin', ['Verser la soupe dans des bols, poser les tranches de pain et couvrir de fromage.', 'Faire gratiner 10 minutes sous le gril du four.'])])
