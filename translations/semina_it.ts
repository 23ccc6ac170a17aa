<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/dialogs/AboutDialog.qml" line="+71"/>
        <source>About Semina</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>Informazioni su Semina</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Semina</source>
        <extracomment>The app&apos;s name, large, at the top of the About dialog</extracomment>
        <translation>Semina</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Versione %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Traditional mancala games, played by their own rules</source>
        <translation>Giochi tradizionali della famiglia dei mancala, con le loro vere regole</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with absolutely no warranty. The licence is in the file LICENSE of the source code and at %1.</source>
        <translation>Semina è software libero: puoi ridistribuirlo e modificarlo secondo i termini della GNU General Public License, versione 3 o (a tua scelta) qualsiasi versione successiva (GPL-3.0-or-later). Non è coperto da alcuna garanzia. Il testo della licenza è nel file LICENSE del codice sorgente e su %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games and their sources</source>
        <extracomment>About: the heading over where each game&apos;s rules come from</extracomment>
        <translation>I giochi e le loro fonti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each game is played exactly by the rules of one source text; where the text is silent or unclear, the game&apos;s Rules say which reading Semina takes.</source>
        <translation>Ogni gioco segue esattamente le regole di un testo di partenza; dove il testo tace o non è chiaro, le Regole del gioco dicono quale lettura sceglie Semina.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The complete rules of the four games, clause by clause, are in docs/rules.md of the source code; the tests check the engine against them.</source>
        <translation>Le regole complete dei quattro giochi, punto per punto, sono in docs/rules.md del codice sorgente; i test verificano il motore su di esse.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Rules and published results</source>
        <extracomment>About: the heading over the rules and the published results the engine is checked against</extracomment>
        <translation>Regole e risultati pubblicati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>Riconoscimenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina is made with Qt 6 (Qt Quick, Qt Quick Controls and Qt Multimedia) by The Qt Company and the Qt Project&apos;s contributors, used under the GNU Lesser General Public License, version 3 (LGPL-3.0). The seed pictures, the sounds, the icon and the translations were made for Semina. Semina brings no fonts of its own: its text is drawn in the system&apos;s font.</source>
        <translation>Semina è realizzato con Qt 6 (Qt Quick, Qt Quick Controls e Qt Multimedia) di The Qt Company e dei contributori del Qt Project, usato secondo la GNU Lesser General Public License, versione 3 (LGPL-3.0). Le immagini dei semi, i suoni, l&apos;icona e le traduzioni sono stati fatti per Semina. Semina non porta caratteri tipografici propri: i suoi testi usano il carattere del sistema.</translation>
    </message>
</context>
<context>
    <name>AliGuliGame</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Semi per buca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Quanti semi contiene ogni buca all&apos;inizio.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Ali Guli Mane</source>
        <extracomment>A game&apos;s name</extracomment>
        <translation>Ali Guli Mane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two relay sowings a turn in either direction, and handicap rematches.</source>
        <extracomment>Home screen, one line on what makes Ali Guli Mane special</extracomment>
        <translation>Due semine a staffetta per turno, in senso orario o antiorario, e nuove partite con handicap.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ali Guli Mane is played in South India, above all in Karnataka. Semina&apos;s rules follow the article &quot;Ali Guli Mane&quot; of the Italian Wikipedia (%1), and the Italian texts of its rules and lessons quote the article&apos;s words. The article is written by its contributors and published under the Creative Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0, %2); Semina&apos;s texts adapt it.</source>
        <extracomment>%1 is the address of the article, %2 that of the licence</extracomment>
        <translation>L&apos;Ali Guli Mane è diffuso nel Sud dell&apos;India, e in particolare nella regione di Karnataka. Le regole di Semina seguono la voce «Ali Guli Mane» di Wikipedia in italiano (%1), e i testi italiani delle sue regole e lezioni ne riprendono le parole. La voce è scritta dai suoi autori e pubblicata con la licenza Creative Commons Attribuzione - Condividi allo stesso modo 4.0 (CC BY-SA 4.0, %2); i testi di Semina la adattano.</translation>
    </message>
</context>
<context>
    <name>AliGuliLessons</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliLessons.qml" line="+38"/>
        <source>Sowing</source>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seven holes at the bottom are yours. You lift all the seeds of one of your holes, even a single seed, and sow them one per hole round both rows. Counter-clockwise goes to your right.</source>
        <translation>Sono tue le sette buche in basso. Prelevi tutti i semi da una delle tue buche, anche un seme solo, e li distribuisci uno per buca lungo le due file. In senso antiorario si va verso destra.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Saada</source>
        <translation>Saada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the hole after your last seed is empty, that is a Saada: the sowing stops. You capture the seeds of the hole after the empty one and those of the hole facing it.</source>
        <translation>Se la buca successiva a quella dove cade l&apos;ultimo seme è vuota, è una Saada: smetti di seminare. Catturi tutti i semi presenti nella buca successiva a quella vuota e i semi presenti nella buca antistante quest&apos;ultima.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Even when the hole after the empty one is empty too, you still take the hole facing it. Capture at least 6 seeds with a Saada.</source>
        <translation>Anche quando la buca successiva a quella vuota è vuota anch&apos;essa, catturi comunque i semi della buca antistante. Cattura almeno 6 semi con una Saada.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You choose the direction of every sowing. Clockwise goes to your left, and from your hole B1 on into your opponent&apos;s row.</source>
        <translation>Il senso di ogni semina lo scegli tu. In senso orario si va verso sinistra e, dalla tua buca B1, nella fila dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The board has two rows of seven holes and no store: the seeds you capture lie beside the board, in your stock. Every hole starts with five seeds, 70 in all; &quot;Seeds per hole&quot; in the new-game dialog also offers four or six.</source>
        <translation>Il tavoliere ha due file di sette buche e nessun deposito: i semi che catturi stanno accanto al tavoliere, nella tua scorta. All&apos;inizio ogni buca contiene cinque semi, 70 in tutto; «Semi per buca» nella finestra «Nuova partita» offre anche quattro o sei.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a hole and a direction so that your last seed falls into your opponent&apos;s hole A1.</source>
        <translation>Scegli una buca e un senso in modo che l&apos;ultimo seme cada nella buca A1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Some players sow only counter-clockwise. Under this rule, make your last seed fall into your hole B5.</source>
        <translation>Alcuni giocatori seminano solo in senso antiorario. Con questa regola, fa&apos; cadere l&apos;ultimo seme nella tua buca B5.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A big hole carries its seeds on into your opponent&apos;s row. Make your last seed fall into your opponent&apos;s hole A4: two of your holes can do it.</source>
        <translation>Una buca con molti semi porta la semina fin dentro la fila dell&apos;avversario. Fa&apos; cadere l&apos;ultimo seme nella buca A4 dell&apos;avversario: ci riescono due delle tue buche.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Some players take nothing when the hole after the empty one is empty. Under this rule the sowing from your hole B2 takes nothing here: make a Saada that captures.</source>
        <translation>Alcuni giocatori non catturano nulla quando la buca successiva a quella vuota è vuota. Con questa regola la semina dalla tua buca B2 qui non cattura nulla: fai una Saada che catturi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before you sow, look for the biggest prize: the hole after an empty one, and the hole facing it. Capture at least 12 seeds with a Saada.</source>
        <translation>Prima di seminare, cerca la preda più ricca: la buca successiva a una buca vuota e la buca antistante. Cattura almeno 12 semi con una Saada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay sowing</source>
        <translation>La semina a staffetta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the hole after your last seed holds seeds, you lift them and sow on from the hole after it, in the same direction. The sowing goes on like this until it reaches a Saada.</source>
        <translation>Se la buca successiva all&apos;ultimo seme contiene semi, li prelevi e continui la semina dalla buca dopo di essa, nello stesso senso. La semina prosegue così fino a una Saada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Find a sowing that relays at least twice.</source>
        <translation>Trova una semina che prosegua a staffetta almeno due volte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now find a sowing that relays at least three times: try both directions.</source>
        <translation>Ora trova una semina che prosegua a staffetta almeno tre volte: prova entrambi i sensi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A relay can carry your sowing to a capture far from where it started. Capture at least 12 seeds with one sowing.</source>
        <translation>La staffetta può portare la tua semina a una cattura lontano da dove è partita. Cattura almeno 12 semi con una sola semina.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Here the sowing from your hole B1 would never end clockwise: only counter-clockwise is allowed.</source>
        <translation>La semina a staffetta può girare in tondo all&apos;infinito, perciò un turno può contare al massimo 1000 giri di semina, e una semina che non finirebbe mai non è ammessa. Qui la semina dalla tua buca B1 in senso orario non finirebbe mai: è ammesso solo il senso antiorario.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two sowings a turn</source>
        <translation>Due semine per turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn is two sowings. When the first one has ended with its Saada, you sow a second time, from any of your holes and in either direction.</source>
        <translation>Il tuo turno è fatto di due semine. Quando la prima si è conclusa con la sua Saada, semini una seconda volta, da una qualsiasi delle tue buche e nel senso che vuoi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture at least 10 seeds in this turn: choose your second sowing after you see what the first one left.</source>
        <translation>Cattura almeno 10 semi in questo turno: scegli la seconda semina dopo aver visto che cosa ha lasciato la prima.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With two sowings a turn, the first player can take 31 of the 70 seeds on the very first turn, as here. Many players therefore allow the second sowing only after a capture.</source>
        <translation>Con due semine per turno, chi comincia può catturare 31 dei 70 semi già al primo turno, come qui. Per questo molti giocatori permettono la seconda semina solo dopo una presa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Under this rule you sow a second time only if your first sowing captured. Capture at least 5 seeds in this turn.</source>
        <translation>Con questa regola semini una seconda volta solo se la prima semina ha catturato. Cattura almeno 5 semi in questo turno.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The biggest first capture does not always make the biggest turn. Capture at least 16 seeds in this turn.</source>
        <translation>La prima cattura più grande non sempre dà il turno più ricco. Cattura almeno 16 semi in questo turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end of a round</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When all the holes of either player are empty, the round is over: each player takes the seeds left in their own row, and the one with more seeds wins. Capture your opponent&apos;s last seeds to end the round.</source>
        <translation>Quando tutte le buche di uno dei giocatori sono vuote, la partita finisce: ciascuno prende i semi rimasti nella propria fila, e vince chi ha più semi. Cattura gli ultimi semi dell&apos;avversario per chiudere la partita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Here no first sowing can end the round, but a second one can. End the round in this turn: plan both sowings.</source>
        <translation>Qui nessuna prima semina può chiudere la partita, ma una seconda sì. Chiudi la partita in questo turno: prepara entrambe le semine.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When your first sowing ends the round, there is no second sowing. Here the first one captures your opponent&apos;s last seeds: the round is over at once, and you take the seeds left in your row.</source>
        <translation>Quando la prima semina chiude la partita, la seconda semina non c&apos;è. Qui la prima cattura gli ultimi semi dell&apos;avversario: la partita finisce subito, e tu prendi i semi rimasti nella tua fila.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the same position comes up for the third time, the round ends, and each player takes the seeds of their own row. Equal stocks, 35 each, would make a drawn round.</source>
        <translation>Quando la stessa posizione si presenta per la terza volta, la partita finisce, e ciascun giocatore prende i semi della propria fila. Con scorte pari, 35 a testa, la partita sarebbe patta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending the round is not enough: the seeds left in a row go to its owner. End the round in this turn and win it.</source>
        <translation>Chiudere la partita non basta: i semi rimasti in una fila vanno a chi la possiede. Chiudi la partita in questo turno e vincila.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match play</source>
        <translation>Gli incontri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A match is a series of rounds, each handicapped by the one before. The winner of a round fills all seven holes from the stock, five seeds a hole, and keeps the rest as already captured: here your opponent won with 53 seeds and keeps 18.</source>
        <translation>Un incontro è una serie di partite, ciascuna con l&apos;handicap che le dà la precedente. Chi vince una partita riempie tutte e sette le buche con la sua scorta, cinque semi per buca, e tiene quelli che avanzano come «già catturati»: qui l&apos;avversario ha vinto con 53 semi e ne tiene 18.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>As you sow, your protected holes are skipped: count only the holes in play. Make your last seed fall into your opponent&apos;s hole A4.</source>
        <translation>Mentre semini, le tue buche protette si saltano: conta solo le buche in gioco. Fa&apos; cadere l&apos;ultimo seme nella buca A4 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Protected holes are skipped when a Saada looks for the empty hole and the hole to capture, too. Capture at least 9 seeds with a Saada.</source>
        <translation>Le buche protette si saltano anche quando la Saada cerca la buca vuota e la buca da catturare. Cattura almeno 9 semi con una Saada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By default the player who did not start the last round starts the next; &quot;Next round&quot; in the new-game dialog can name the loser or the winner instead. After a drawn round, 35 seeds each, both players fill all seven holes and the other player starts.</source>
        <translation>Salvo scelta diversa, la partita dopo la inizia chi non ha iniziato l&apos;ultima; «Partita successiva» nella finestra «Nuova partita» può indicare invece chi ha perso o chi ha vinto. Dopo una partita patta, 35 semi a testa, entrambi riempiono tutte e sette le buche e inizia l&apos;altro giocatore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over when a player cannot fill a single hole: the other player wins it. End this round with fewer than five seeds and the match is your opponent&apos;s. You may also stop at any time with &quot;End match&quot;: the rounds won count.</source>
        <translation>L&apos;incontro finisce quando un giocatore non riesce a riempire nemmeno una buca: lo vince l&apos;altro. Se chiudi questa partita con meno di cinque semi, l&apos;incontro è dell&apos;avversario. Puoi anche fermarti quando vuoi con «Chiudi l&apos;incontro»: contano le partite vinte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson the computer weighs your sowing against the best one, counting the best second sowing after it. At the start every sowing relays round the full board, and one turn can take almost half the seeds. Find the best first sowing.</source>
        <translation>In questa lezione il computer confronta la tua semina con la migliore, contando anche la seconda semina migliore dopo di essa. All&apos;inizio ogni semina prosegue a staffetta lungo tutto il tavoliere, e un solo turno può catturare quasi metà dei semi. Trova la prima semina migliore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing from your opponent&apos;s hole A4 can end before their empty hole A1 and take the 7 seeds of your hole B1. Make a turn after which your opponent cannot capture any of your seeds.</source>
        <translation>Una semina dalla buca A4 dell&apos;avversario può fermarsi prima della sua buca A1 vuota e prendere i 7 semi della tua buca B1. Gioca un turno dopo il quale l&apos;avversario non possa catturare nessuno dei tuoi semi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sowing your hole B5 counter-clockwise captures the most at once, but look at what your opponent can take back after your turn. Find the best first sowing.</source>
        <translation>La semina antioraria dalla tua buca B5 cattura più di tutte subito, ma guarda che cosa può riprendersi l&apos;avversario dopo il tuo turno. Trova la prima semina migliore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your hole B4 holds 11 seeds, and sowings from your opponent&apos;s holes A5 and A1 can both take it. Make a turn after which your opponent can capture at most 2 of your seeds.</source>
        <translation>La tua buca B4 contiene 11 semi, e sia una semina dalla buca A5 dell&apos;avversario sia una dalla sua buca A1 possono prenderli. Gioca un turno dopo il quale l&apos;avversario possa catturare al massimo 2 dei tuoi semi.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A new round starts from what each player captured: you fill your holes from your stock, five seeds a hole, and keep what is left over as already captured. A hole you cannot fill is protected for the round: no seed goes into it, and it is skipped as if it were not there.</source>
        <translation>Una nuova partita parte dai semi che ciascuno ha catturato: riempi le tue buche con i semi della tua scorta, cinque per buca, e tieni quelli che avanzano come «già catturati». Una buca che non riesci a riempire è protetta per tutta la partita: non vi si semina e la si salta come se non ci fosse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The loser chooses which holes to fill. Between two rounds the board shows the refill: click your holes to fill them or leave them protected, then start the round.</source>
        <translation>Chi ha perso sceglie quali buche riempire. Fra una partita e l&apos;altra il tavoliere mostra il riempimento: fai clic sulle tue buche per riempirle o lasciarle protette, poi inizia la partita.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your hole B7 is protected, so a seed from your hole B6 goes straight into your opponent&apos;s hole A7. A protected facing hole gives nothing. Capture at least 6 seeds with a Saada.</source>
        <translation>La tua buca B7 è protetta, quindi un seme dalla tua buca B6 va dritto nella buca A7 dell&apos;avversario. Una buca antistante protetta non dà nulla. Cattura almeno 6 semi con una Saada.</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Ali Guli Mane lessons: name the seeds as the Ali Guli Mane lessons do</extracomment>
        <translation>L&apos;ultimo seme è caduto in una tua buca vuota, così il turno è passato all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella tua buca %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella buca %1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>L&apos;ultimo seme è caduto altrove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The round is not over yet.</source>
        <extracomment>Ali Guli Mane is played in rounds: its lessons&apos; tasks end a round</extracomment>
        <translation>La partita non è ancora finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ended in a draw.</source>
        <translation>La partita è finita in parità.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over, but your opponent won it.</source>
        <translation>La partita è finita, ma l&apos;ha vinta l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a Saada: look for a sowing whose last seed falls just before an empty hole, with seeds after it or facing that one.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Si cattura con una Saada: cerca una semina il cui ultimo seme cada subito prima di una buca vuota, con semi nella buca dopo o in quella antistante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing goes on when the hole after its last seed holds seeds: look for a handful that ends just before a full hole.</source>
        <translation>La semina continua quando la buca dopo l&apos;ultimo seme contiene semi: cerca una manciata che finisca subito prima di una buca piena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends when one player&apos;s holes are all empty: look for a sowing that takes your opponent&apos;s last seeds.</source>
        <translation>La partita finisce quando tutte le buche di un giocatore sono vuote: cerca una semina che prenda gli ultimi semi dell&apos;avversario.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Questa mossa vale %n seme in meno della migliore. Cerca la mossa migliore.</numerusform>
            <numerusform>Questa mossa vale %n semi in meno della migliore. Cerca la mossa migliore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme seminando dalla sua buca %1.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi seminando dalla sua buca %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>Hai catturato %n seme; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai catturato %n semi; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AliGuliRules</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Nuove partite con handicap</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Origine e fonti</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>The start: your seven holes are the bottom row, B1 to B7 from your left, and your opponent&apos;s are A1 to A7; your stock is beside the board.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The stock is where a player&apos;s captured seeds go.</extracomment>
        <translation>L&apos;inizio: le tue sette buche sono la fila in basso, da B1 a B7 da sinistra, e quelle dell&apos;avversario da A1 ad A7; la tua scorta è accanto al tavoliere.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your hole B1, clockwise: after each last seed the next hole has seeds, so you take them up and sow on.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.</extracomment>
        <translation>La tua buca B1, in senso orario: dopo ogni ultimo seme la buca successiva contiene semi, quindi li prelevi e continui la semina.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your hole B2: the hole after the last seed is empty, so you capture the hole after it and the hole facing that one.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The red rings show the capture.</extracomment>
        <translation>La tua buca B2: la buca dopo l&apos;ultimo seme è vuota (Saada), quindi catturi la buca successiva e quella antistante.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The first turn: hole B1 clockwise, then hole B3 clockwise, captures 31 seeds.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the two sowings of the first turn.</extracomment>
        <translation>Il primo turno: la buca B1 in senso orario, poi la buca B3 in senso orario, cattura 31 semi.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Ali Guli Mane, from South India, is played on 2 rows of 7 holes, 5 seeds in each; your row is the one nearer to you. Captured seeds go to your stock beside the board; more seeds in stock wins the round.</source>
        <translation>L&apos;Ali Guli Mane, diffuso nel Sud dell&apos;India, si gioca su 2 file di 7 buche con 5 semi per buca; la tua fila è quella più vicina a te. I semi catturati vanno nella tua scorta, accanto al tavoliere; vince la partita chi ha più semi nella scorta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A turn of two sowings</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Un turno di due semine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn is two sowings. Each takes all the seeds of one of your holes (one seed is enough) and sows them one per hole round both rows, counter-clockwise or clockwise as you choose, the same way throughout.</source>
        <translation>Un turno è fatto di due semine. In ciascuna prelevi tutti i semi da una delle tue buche (basta un seme) e li distribuisci uno per buca lungo entrambe le file, in senso antiorario o orario a tua scelta, sempre nello stesso senso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relay sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La semina a staffetta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saada</source>
        <extracomment>Heading in the Rules dialog. Saada is the name of the empty hole that stops a sowing.</extracomment>
        <translation>Saada</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>After the last seed, if the next hole has seeds, pick them all up and sow on from the hole after it.</source>
        <translation>Deposto l&apos;ultimo seme, se la buca successiva contiene semi, li prelevi tutti e continui la semina dalla buca dopo di essa.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>If the next hole is empty, the sowing stops and you capture, into your stock, the seeds of the hole after the empty one and of the hole facing it (the facing hole is taken even when the first is empty).</source>
        <extracomment>Ali Guli Mane rules. Saada is the name of the empty hole that stops a sowing.</extracomment>
        <translation>Se la buca successiva è vuota, la semina si ferma e catturi, mettendoli nella tua scorta, i semi della buca successiva a quella vuota e quelli della buca antistante quest&apos;ultima (catturi la buca antistante anche se la prima è vuota).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the round</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If after a sowing either player&apos;s holes are all empty, or the same position occurs a third time, the round ends at once and each player adds the seeds left in their row to their stock. Equal stocks are a draw.</source>
        <translation>Se dopo una semina tutte le buche di uno dei due giocatori sono vuote, o la stessa posizione si ripete per la terza volta, la partita finisce subito e ciascun giocatore aggiunge alla propria scorta i semi rimasti nella sua fila. A parità di scorta la partita è patta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may sow at most 1,000 laps, both sowings together: a sowing that would never end is not allowed. If a player has no allowed sowing, the round ends.</source>
        <translation>Un turno può contare al massimo 1000 giri di semina, sommando le due semine: una semina che non finirebbe mai non è ammessa. Se un giocatore non ha semine ammesse, la partita finisce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first turn</source>
        <extracomment>Heading in the Rules dialog, above what the first turn can do</extracomment>
        <translation>Il primo turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the default options the first player can take 31 of the 70 seeds on the very first turn, and the computer&apos;s search finds a win for whoever starts. No rule option takes this away: whatever the seeds per hole, the direction and the second sowing, the best first turn still takes two fifths of the seeds or more. What evens it is a match with &quot;Next round: players alternate&quot;, the default, so that each player starts every other round.</source>
        <extracomment>Rules dialog, Ali Guli Mane. &quot;Next round&quot; and &quot;players alternate&quot; are named as in the new-game dialog.</extracomment>
        <translation>Con le opzioni predefinite chi inizia può catturare 31 dei 70 semi già al primo turno, e la ricerca del computer trova una vittoria per chi inizia. Nessuna opzione di regola lo impedisce: qualunque siano i semi per buca, il senso e la seconda semina, il miglior primo turno cattura ancora due quinti dei semi o più. Ciò che riequilibra il gioco è un incontro con «Partita successiva: i giocatori si alternano», il predefinito, così che ciascuno inizi una partita su due.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seeds per hole: 4, 5 (default) or 6.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Semi per buca: 4, 5 (predefinito) o 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second sowing: always (default) / only after a capture.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Second sowing&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Seconda semina: sempre (predefinito) / solo dopo una presa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Direction: either way, the player chooses (default) / counter-clockwise only.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Direction&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Senso: in entrambi i sensi, a scelta del giocatore (predefinito) / solo in senso antiorario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty capture hole: still the facing hole (default) / nothing, when the hole after the empty one is empty.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Empty capture hole&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Buca di presa vuota: si cattura comunque la buca antistante (predefinito) / nulla, quando la buca dopo quella vuota è vuota anch&apos;essa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rounds make up a match. Before each round, the players refill their holes from their stock, as many seeds per hole as at the start. The winner fills all 7 holes and keeps the surplus in stock; the loser fills as many as they can, chooses which (from the left by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both fill all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the score is the number of rounds won.</source>
        <extracomment>Ali Guli Mane. A protected hole is out of play for a round; the stock is a player&apos;s captured seeds.</extracomment>
        <translation>Più partite formano un incontro. Prima di ogni partita i giocatori riempiono le proprie buche con i semi della propria scorta, tanti per buca quanti all&apos;inizio. Chi ha vinto riempie tutte e 7 le buche e tiene nella scorta quelli che avanzano, come semi «già catturati»; chi ha perso riempie quante buche può, sceglie quali (salvo scelta diversa, a partire da sinistra) e tiene il resto. Le buche rimaste vuote sono buche protette finché il proprietario non riesce a riempirle di nuovo: restano fuori gioco e vengono saltate come se non ci fossero (una buca antistante protetta non dà nulla). Dopo una partita patta entrambi riempiono tutte le buche. L&apos;incontro finisce quando un giocatore non riesce a riempire nemmeno una buca (e vince l&apos;altro) o quando decidi di smettere; il punteggio è il numero di partite vinte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ali Guli Mane is played in South India, above all in Karnataka; its name means &quot;a block of wood with holes&quot;, and it is akin to the Indonesian Congklak. The rules here follow an Italian encyclopedia article on the game.</source>
        <extracomment>Rules dialog, Ali Guli Mane. The source is an Italian encyclopedia article.</extracomment>
        <translation>L&apos;Ali Guli Mane è diffuso nel Sud dell&apos;India, e in particolare nella regione di Karnataka; il nome significa «blocco di legno con buchi», e ha diverse analogie con il Congklak indonesiano. Queste regole seguono una voce enciclopedica italiana sul gioco.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../app/analysis/analysis.cpp" line="+256"/>
        <source>about %1</source>
        <extracomment>Analysis: an estimated value in seeds, e.g. &quot;about +3&quot;</extracomment>
        <translation>circa %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>wins by %n seed(s)</source>
        <extracomment>Analysis: the exact value of a decision for its player</extracomment>
        <translation>
            <numerusform>vince di %n seme</numerusform>
            <numerusform>vince di %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses by %n seed(s)</source>
        <translation>
            <numerusform>perde di %n seme</numerusform>
            <numerusform>perde di %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw</source>
        <extracomment>Analysis: the exact value of a decision: the game ends level</extracomment>
        <translation>patta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thinking…</source>
        <extracomment>Analysis: searching the first values</extracomment>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exact values</source>
        <extracomment>Analysis: every value shown is exact (solved)</extracomment>
        <translation>Valori esatti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 exact, the rest estimated (depth %3)</source>
        <extracomment>Analysis: some values solved, the others estimated by a search of that depth</extracomment>
        <translation>%1 su %2 esatti, gli altri stimati (profondità %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimates (depth %1)</source>
        <extracomment>Analysis: values estimated by a search of that depth (decisions ahead)</extracomment>
        <translation>Stime (profondità %1)</translation>
    </message>
    <message>
        <location filename="../app/analysis/analysisreview.cpp" line="+158"/>
        <source>South</source>
        <extracomment>Game review, one line per player: &quot;South: 87% accurate · 1 inaccuracy · 0 mistakes · 2 blunders&quot; Game review: the player</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2% accurate · %3 · %4 · %5</source>
        <translation>%1: precisione %2% · %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n imprecisione</numerusform>
            <numerusform>%n imprecisioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n errore grave</numerusform>
            <numerusform>%n errori gravi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 was a mistake here. Find a better decision.</source>
        <extracomment>Try again: the board shows the position before a mistake</extracomment>
        <translation>Qui %1 è stato un errore. Trova una mossa migliore.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cannot be played here. Try another decision.</source>
        <extracomment>Try again: a decision the rules do not allow there</extracomment>
        <translation>Qui non si può giocare %1. Prova un&apos;altra mossa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the decision played. Find a better one.</source>
        <extracomment>Try again: the learner chose the mistake again</extracomment>
        <translation>%1 è la mossa giocata. Trovane una migliore.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses %n seed(s) against the best. Try another decision.</source>
        <extracomment>Try again: the decision tried is still far from the best</extracomment>
        <translation>
            <numerusform>%1 perde %n seme rispetto alla migliore. Prova un&apos;altra mossa.</numerusform>
            <numerusform>%1 perde %n semi rispetto alla migliore. Prova un&apos;altra mossa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the best decision here. Step through the best line.</source>
        <extracomment>Try again: the decision tried is good; the best line follows on the board</extracomment>
        <translation>%1 è la mossa migliore. Segui la linea migliore passo per passo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a good decision here. Step through the best line.</source>
        <translation>%1 è una buona mossa. Segui la linea migliore passo per passo.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../qml/analysis/AnalysisPanel.qml" line="+50"/>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel</extracomment>
        <translation>Analisi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <extracomment>Close the analysis panel and go back to the game</extracomment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stop</source>
        <extracomment>Stop the analysis&apos;s searches (the values found stay)</extracomment>
        <translation>Ferma</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Comment on %1</source>
        <extracomment>Analysis: a comment on the decision that led to the position shown</extracomment>
        <translation>Commento su %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Best line</source>
        <extracomment>Analysis: the decisions both sides would best play from here</extracomment>
        <translation>Linea migliore</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>◀</source>
        <extracomment>Best line: one decision back</extracomment>
        <translation>◀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one decision</source>
        <translation>Indietro di una mossa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▶</source>
        <extracomment>Best line: one decision forward</extracomment>
        <translation>▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward one decision</source>
        <translation>Avanti di una mossa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the game</source>
        <extracomment>Best line: the board shows the game&apos;s position again</extracomment>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the game</source>
        <extracomment>Grade every decision of the game</extracomment>
        <translation>Rivedi la partita</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Reviewing: %1 of %n decision(s)</source>
        <extracomment>Game review under way</extracomment>
        <translation>
            <numerusform>Revisione: %1 di %n mossa</numerusform>
            <numerusform>Revisione: %1 di %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision graded; exact values are still coming in</source>
        <extracomment>Game review: graded; exact values still coming</extracomment>
        <translation>Ogni mossa valutata; i valori esatti stanno ancora arrivando</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Next mistake</source>
        <extracomment>Game review: show the position before the next mistake</extracomment>
        <translation>Errore successivo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Try again</source>
        <extracomment>Game review: find a better decision than the mistake played here</extracomment>
        <translation>Riprova</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/shell/options.cpp" line="+48"/>
        <source>Language of the app: en, it or hu.</source>
        <translation>Lingua dell&apos;applicazione: en, it o hu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a PNG of the window after its first frame, then quit.</source>
        <translation>Salva un&apos;immagine PNG della finestra dopo il primo fotogramma, poi esce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a game at once: %1.</source>
        <translation>Apre subito un gioco: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --variant: start from this position (the rules&apos; notation).</source>
        <translation>Con --variant: parte da questa posizione (nella notazione delle regole).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a scripted game with animations and print frame-time percentiles.</source>
        <translation>Gioca una partita predefinita con le animazioni e stampa i percentili dei tempi dei fotogrammi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a PNG of every screen at several window sizes into a folder, then quit.</source>
        <translation>Salva un PNG di ogni schermata in varie dimensioni di finestra in una cartella, poi esce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --sweep: the window sizes, e.g. 800x600,3840x2160.</source>
        <translation>Con --sweep: le dimensioni della finestra, ad es. 800x600,3840x2160.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let two computers play game after game, with matches, lessons and kept games, and write the memory used and any QML warning into a folder, then quit.</source>
        <translation>Fa giocare due computer una partita dopo l&apos;altra, con incontri, lezioni e partite conservate, e scrive in una cartella la memoria usata e ogni avviso QML, poi esce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --soak: how many games (default 200).</source>
        <translation>Con --soak: quante partite (predefinito 200).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open this screen of the screenshot sweep at start, then go on as usual (list: print their names).</source>
        <translation>Apre questa schermata della rassegna di schermate all&apos;avvio, poi prosegue come di consueto (list: ne stampa i nomi).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --variant: who plays South and North, e.g. human,expert.</source>
        <translation>Con --variant: chi gioca Sud e Nord, per esempio human,expert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue the unfinished game at once.</source>
        <translation>Continua subito la partita in sospeso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the game as it is loaded, then quit after the first frame.</source>
        <translation>Stampa la partita così come è stata caricata, poi esce dopo il primo fotogramma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a lesson file a teacher wrote (.semina-lesson) at once.</source>
        <translation>Apre subito un file di lezioni scritto da un insegnante (.semina-lesson).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A saved game (.semina) or a lesson file (.semina-lesson) to open.</source>
        <translation>Una partita salvata (.semina) o un file di lezioni (.semina-lesson) da aprire.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument: %1</source>
        <translation>Argomento inatteso: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>No lesson file %1.</source>
        <translation>Nessun file di lezioni %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game file %1.</source>
        <translation>Nessun file di partita %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown language &quot;%1&quot;; use one of: %2.</source>
        <translation>Lingua sconosciuta &quot;%1&quot;; usare una di: %2.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--players takes two players, each human or a level (beginner, casual, strong, expert, perfect), not &quot;%1&quot;.</source>
        <translation>--players vuole due giocatori, ciascuno human o un livello (beginner, casual, strong, expert, perfect), non &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--players needs --variant.</source>
        <translation>--players richiede --variant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A lesson file opens alone: give no game file, --variant or --continue with it.</source>
        <translation>Un file di lezioni si apre da solo: non indicare insieme né un file di partita, né --variant, né --continue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--continue opens the unfinished game: give no --variant and no file.</source>
        <translation>--continue apre la partita in sospeso: non indicare né --variant né un file.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown game &quot;%1&quot;; use one of: %2.</source>
        <translation>Gioco sconosciuto &quot;%1&quot;; usare uno di: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--position needs --variant.</source>
        <translation>--position richiede --variant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--sweep needs a folder.</source>
        <translation>--sweep richiede una cartella.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--sizes takes sizes like 800x600,3840x2160, each from 800x600 to 7680x4320, not &quot;%1&quot;.</source>
        <translation>--sizes vuole dimensioni come 800x600,3840x2160, ognuna da 800x600 a 7680x4320, non &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--sizes needs --sweep.</source>
        <translation>--sizes richiede --sweep.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--soak needs a folder.</source>
        <translation>--soak richiede una cartella.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--soak-games takes a count from 1 to 100000, not &quot;%1&quot;.</source>
        <translation>--soak-games vuole un numero da 1 a 100000, non &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--soak-games needs --soak.</source>
        <translation>--soak-games richiede --soak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot richiede un nome di file.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+94"/>
        <source>No screen &quot;%1&quot;; --show-screen list prints their names.</source>
        <translation>Nessuna schermata &quot;%1&quot;; --show-screen list ne stampa i nomi.</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../qml/board/BoardCell.qml" line="+242"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message numerus="yes">
        <location filename="../app/board/boardspeech.cpp" line="+20"/>
        <source>Your stock, %n seed(s)</source>
        <extracomment>Screen reader: the stock of captured seeds of the person playing</extracomment>
        <translation>
            <numerusform>La tua scorta, %n seme</numerusform>
            <numerusform>La tua scorta, %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s stock, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>Scorta di %1, %n seme</numerusform>
            <numerusform>Scorta di %1, %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your store, %n seed(s)</source>
        <extracomment>Screen reader: the store of the person playing</extracomment>
        <translation>
            <numerusform>Il tuo deposito, %n seme</numerusform>
            <numerusform>Il tuo deposito, %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>Deposito di %1, %n seme</numerusform>
            <numerusform>Deposito di %1, %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your hole %1, closed</source>
        <extracomment>Screen reader: a protected (closed) hole of the person playing; %1 its number</extracomment>
        <translation>La tua buca %1, chiusa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s hole %2, closed</source>
        <extracomment>Screen reader: a protected (closed) hole; %1 South or North, %2 its number</extracomment>
        <translation>Buca %2 di %1, chiusa</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hole %1, %n seed(s)</source>
        <extracomment>Screen reader: a hole of the person playing; %1 its number</extracomment>
        <translation>
            <numerusform>La tua buca %1, %n seme</numerusform>
            <numerusform>La tua buca %1, %n semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s hole %2, %n seed(s)</source>
        <extracomment>Screen reader: a hole; %1 South or North, %2 its number</extracomment>
        <translation>
            <numerusform>Buca %2 di %1, %n seme</numerusform>
            <numerusform>Buca %2 di %1, %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Protected: out of play until its owner can fill it.</source>
        <extracomment>Screen reader: a protected hole in a match</extracomment>
        <translation>Protetta: fuori gioco finché il suo proprietario non potrà riempirla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be sown.</source>
        <extracomment>Screen reader: the player to move may sow this hole</extracomment>
        <translation>Si può seminare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An aloka hole.</source>
        <extracomment>Screen reader: Omweso&apos;s aloka holes (the source&apos;s word)</extracomment>
        <translation>Una buca aloka.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../qml/board/BoardView.qml" line="+16"/>
        <source>Board</source>
        <extracomment>Screen reader: the game board</extracomment>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the holes; Enter or Space sows the hole.</source>
        <extracomment>Screen reader: how to play with the keyboard</extracomment>
        <translation>I tasti freccia passano da una buca all&apos;altra; Invio o Spazio semina la buca.</translation>
    </message>
    <message numerus="yes">
        <location line="+197"/>
        <source>%n seed(s) in hand</source>
        <extracomment>The seeds being sown, held in the hand</extracomment>
        <translation>
            <numerusform>%n seme in mano</numerusform>
            <numerusform>%n semi in mano</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>clockwise</source>
        <extracomment>Hint: the suggested sowing direction</extracomment>
        <translation>senso orario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>counter-clockwise</source>
        <translation>senso antiorario</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../qml/dialogs/ConfirmDialog.qml" line="+22"/>
        <source>Abandon this game?</source>
        <extracomment>Asked before Restart, New game, leaving or quitting throws away a game in progress</extracomment>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be lost.</source>
        <translation>La partita in corso andrà persa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message>
        <location filename="../qml/home/ContinueCard.qml" line="+45"/>
        <source>Continue</source>
        <extracomment>Home screen: go on with the unfinished game from last time</extracomment>
        <translation>Continua</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Dismiss</source>
        <extracomment>Close the message about a saved game that could not be read</extracomment>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>CountField</name>
    <message>
        <location filename="../qml/editor/CountField.qml" line="+30"/>
        <source>One seed less</source>
        <extracomment>Position editor: the button that takes one seed out of the hole or store</extracomment>
        <translation>Un seme in meno</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One seed more</source>
        <extracomment>Position editor: the button that puts one more seed into the hole or store</extracomment>
        <translation>Un seme in più</translation>
    </message>
</context>
<context>
    <name>DirectionArrows</name>
    <message>
        <location filename="../qml/board/DirectionArrows.qml" line="+80"/>
        <source>Counter-clockwise</source>
        <extracomment>Sowing direction</extracomment>
        <translation>Senso antiorario</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clockwise</source>
        <extracomment>Sowing direction</extracomment>
        <translation>Senso orario</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../qml/editor/EditorPanel.qml" line="+31"/>
        <location line="+89"/>
        <location line="+48"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+89"/>
        <location line="+61"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Choose a hole</source>
        <extracomment>Position editor: no hole chosen yet</extracomment>
        <translation>Scegli una buca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hole %1 of %2</source>
        <extracomment>Position editor: %1 a hole&apos;s name as the board shows it, %2 South or North</extracomment>
        <translation>Buca %1 di %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock of %1</source>
        <translation>Scorta di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store of %1</source>
        <translation>Deposito di %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Protected hole (P)</source>
        <extracomment>Position editor: the chosen hole is protected (empty and out of play, match play)</extracomment>
        <translation>Buca protetta (P)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>To move</source>
        <extracomment>Position editor: who is to move</extracomment>
        <translation>Tocca a</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Now</source>
        <extracomment>Position editor: what is due in the position (a turn, a second sowing, the set-up)</extracomment>
        <translation>Ora</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Players</source>
        <extracomment>Position editor: who plays when the position is played (&quot;Play it&quot;)</extracomment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+10"/>
        <source>Notation</source>
        <extracomment>Position editor: the position written in Semina&apos;s notation</extracomment>
        <translation>Notazione</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>(not playable yet)</source>
        <extracomment>Position editor: shown instead of the notation while the position cannot be played</extracomment>
        <translation>(non ancora giocabile)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy position</source>
        <extracomment>Position editor: copy the position&apos;s notation to the clipboard</extracomment>
        <translation>Copia la posizione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard.</source>
        <extracomment>Said once the position&apos;s notation is on the clipboard</extracomment>
        <translation>La posizione è negli appunti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy lesson step</source>
        <extracomment>Position editor: copy a lesson file&apos;s step with this position (docs/lessons.md) to the clipboard</extracomment>
        <translation>Copia il passo di lezione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lesson step with the position is on the clipboard.</source>
        <extracomment>Said once a lesson file&apos;s step is on the clipboard</extracomment>
        <translation>Un passo di lezione con la posizione è negli appunti.</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../qml/editor/EditorScreen.qml" line="+117"/>
        <source>← Back</source>
        <extracomment>Position editor: leave it, nothing changed (Escape)</extracomment>
        <translation>← Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set up a position: %1</source>
        <extracomment>Position editor&apos;s title: %1 the game</extracomment>
        <translation>Prepara una posizione: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty</source>
        <extracomment>Position editor: take every seed off the board</extracomment>
        <translation>Svuota</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start position</source>
        <extracomment>Position editor: back to the game&apos;s start position</extracomment>
        <translation>Posizione iniziale</translation>
    </message>
    <message numerus="yes">
        <location line="+92"/>
        <source>Ready to play: %n seed(s).</source>
        <extracomment>Position editor: the position can be played; %n how many seeds it has</extracomment>
        <translation>
            <numerusform>Pronta da giocare: %n seme.</numerusform>
            <numerusform>Pronta da giocare: %n semi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save as…</source>
        <extracomment>Position editor: save the position as a game file</extracomment>
        <translation>Salva come…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Analyse it</source>
        <extracomment>Position editor: open the position on the analysis board</extracomment>
        <translation>Analizzala</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <extracomment>Position editor: start a game from the position, with the players chosen</extracomment>
        <translation>Giocala</translation>
    </message>
</context>
<context>
    <name>EndgameTableBar</name>
    <message>
        <location filename="../qml/game/EndgameTableBar.qml" line="+31"/>
        <source>Preparing the Perfect player&apos;s endgame table… %1%</source>
        <extracomment>A bar over the game while the Perfect computer level&apos;s endgame table is computed (once, the first time); %1 is the percentage done, 0 to 100</extracomment>
        <translation>Preparazione della tabella dei finali di Perfetto… %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame table ready.</source>
        <extracomment>Shown briefly when the Perfect level&apos;s endgame table has been computed</extracomment>
        <translation>Tabella dei finali pronta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: the Perfect player plays without its endgame table until Semina is started again.</source>
        <extracomment>After Cancel on the endgame table&apos;s bar</extracomment>
        <translation>Annullato: Perfetto gioca senza la sua tabella dei finali fino al prossimo avvio di Semina.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Endgame table</source>
        <extracomment>The endgame table&apos;s progress bar, for a screen reader</extracomment>
        <translation>Tabella dei finali</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <extracomment>Stops computing the Perfect level&apos;s endgame table</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <extracomment>Closes the note about the endgame table</extracomment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the endgame table</source>
        <translation>Annulla la tabella dei finali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss the note on the endgame table</source>
        <translation>Chiudi l&apos;avviso sulla tabella dei finali</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Perfect player plays on without it until Semina is started again.</source>
        <translation>Perfetto continua a giocare senza fino al prossimo avvio di Semina.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../qml/home/GameCard.qml" line="+40"/>
        <source>Lessons: all %n step(s) done</source>
        <extracomment>Home screen, a game&apos;s box: every step of its lessons done</extracomment>
        <translation>
            <numerusform>Lezioni: %n passo fatto</numerusform>
            <numerusform>Lezioni: tutti i %n passi fatti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Lessons: %1 of %n step(s)</source>
        <extracomment>Home screen, a game&apos;s box: %1 the steps of its lessons done, %n all its steps</extracomment>
        <translation>
            <numerusform>Lezioni: %1 di %n passo</numerusform>
            <numerusform>Lezioni: %1 di %n passi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n star(s)</source>
        <extracomment>Home screen, a game&apos;s box: the stars earned in its lessons</extracomment>
        <translation>
            <numerusform>%n stella</numerusform>
            <numerusform>%n stelle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Play</source>
        <extracomment>Start a game of this kind</extracomment>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1</source>
        <extracomment>Screen reader: the Play button of a game&apos;s card; %1 the game</extracomment>
        <translation>Gioca a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chooses the players and the rules, then starts a game.</source>
        <extracomment>Screen reader: what Play does</extracomment>
        <translation>Sceglie i giocatori e le regole, poi avvia una partita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn</source>
        <extracomment>Learn the game: its lessons</extracomment>
        <translation>Impara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn %1</source>
        <extracomment>Screen reader: the Learn button of a game&apos;s card; %1 the game</extracomment>
        <translation>Impara %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Short lessons on the real board, step by step.</source>
        <extracomment>Screen reader: what Learn does</extracomment>
        <translation>Brevi lezioni sul tavoliere vero, passo per passo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Puzzles</source>
        <extracomment>The game&apos;s puzzles: positions with one clearly best move</extracomment>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzles of %1</source>
        <extracomment>Screen reader: the Puzzles button of a game&apos;s card; %1 the game</extracomment>
        <translation>Rompicapi di %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positions from real play where one move is clearly best: find it.</source>
        <extracomment>Screen reader: what Puzzles does</extracomment>
        <translation>Posizioni di partite vere in cui una mossa è chiaramente la migliore: trovala.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of %1</source>
        <extracomment>Screen reader: the Rules button of a game&apos;s card; %1 the game</extracomment>
        <translation>Regole: %1</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../qml/game/GameFiles.qml" line="+55"/>
        <source>Semina games (*.semina)</source>
        <extracomment>The file dialog&apos;s filter for Semina&apos;s game files</extracomment>
        <translation>Partite di Semina (*.semina)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files (*)</source>
        <extracomment>The file dialog&apos;s filter showing every file</extracomment>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a game</source>
        <extracomment>Title of the file dialog that opens a saved game</extracomment>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button that opens the chosen game</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>Cancel</source>
        <extracomment>The file dialog&apos;s button that closes it without opening or saving</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+32"/>
        <source>Save the game</source>
        <extracomment>Title of the file dialog that saves the game to a file
----------
Save as…: the first step, the game&apos;s details</extracomment>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Save</source>
        <extracomment>The file dialog&apos;s button that saves the game to the chosen file</extracomment>
        <translation>Salva</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved to %1.</source>
        <extracomment>Said on the game screen once the game is saved: %1 the file&apos;s name</extracomment>
        <translation>Partita salvata in %1.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>South</source>
        <extracomment>Save as…: the name of the person playing South (a computer has its level)</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Name</source>
        <extracomment>Save as…: a computer player&apos;s name field, which takes no name</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Event</source>
        <extracomment>Save as…: the event (tournament, club evening) the game was played at</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <extracomment>Save as…: the date the game was played</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>YYYY-MM-DD</source>
        <extracomment>Save as…: the date&apos;s form, which the field shows while empty</extracomment>
        <translation>AAAA-MM-GG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Save as…: the event&apos;s round (e.g. 3, or final)</extracomment>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game file</source>
        <extracomment>Title of the message when a game file cannot be opened or saved</extracomment>
        <translation>File della partita</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/game/gamehistory.cpp" line="+59"/>
        <source>Unknown game &quot;%1&quot;.</source>
        <translation>Gioco sconosciuto &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The option %1=%2 does not exist for this game.</source>
        <translation>L&apos;opzione %1=%2 non esiste per questo gioco.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These options do not fit together.</source>
        <translation>Queste opzioni non sono compatibili tra loro.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The position &quot;%1&quot; is not valid for this game.</source>
        <translation>La posizione &quot;%1&quot; non è valida per questo gioco.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../app/catalog/gamelistmodel.cpp" line="+132"/>
        <source>Human</source>
        <extracomment>A person playing a side, in the new-game dialog</extracomment>
        <translation>Umano</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer · %1</source>
        <extracomment>A computer player of a level in the new-game dialog; %1 the level</extracomment>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Perfect plays exactly from the first move on this board.</source>
        <extracomment>New-game dialog, under the players when one is the perfect computer level</extracomment>
        <translation>Su questo tabellone Perfetto gioca in modo esatto fin dalla prima mossa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this board Perfect is exact in the opening and once few seeds are left; in between it may play as Expert.</source>
        <extracomment>New-game dialog: the opening book of this board is not finished (it holds the first moves)</extracomment>
        <translation>Su questo tabellone Perfetto è esatto nell&apos;apertura e quando restano pochi semi; nel mezzo può giocare come Esperto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this board Perfect is exact only once few seeds are left; until then it plays as Expert.</source>
        <extracomment>New-game dialog: the board is too big for the opening book and the solver</extracomment>
        <translation>Su questo tabellone Perfetto è esatto solo quando restano pochi semi; fino ad allora gioca come Esperto.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 plays with %n protected hole(s).</source>
        <extracomment>A handicap: %1 the player, %n the holes out of play for them</extracomment>
        <translation>
            <numerusform>%1 gioca con %n buca protetta.</numerusform>
            <numerusform>%1 gioca con %n buche protette.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 sets up with %n seed(s).</source>
        <extracomment>A handicap (Omweso): %1 the player, %n the seeds they place at the set-up</extracomment>
        <translation>
            <numerusform>%1 dispone %n biglia.</numerusform>
            <numerusform>%1 dispone %n biglie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../qml/game/GameOverPanel.qml" line="+59"/>
        <source>Match over</source>
        <translation>Incontro finito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1 over</source>
        <extracomment>The game-over panel&apos;s title in a match: %1 the round just played</extracomment>
        <translation>Partita %1 finita</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>South %1 – %2 North</source>
        <extracomment>Final score: South&apos;s then North&apos;s</extracomment>
        <translation>Sud %1 – %2 Nord</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rounds won: %1</source>
        <extracomment>The match score in rounds won, on the game-over panel</extracomment>
        <translation>Partite vinte: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rematch</source>
        <extracomment>Starts a handicap rematch: the next round of a match, refilled from what each captured</extracomment>
        <translation>Rivincita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next round</source>
        <translation>Partita successiva</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End match</source>
        <translation>Chiudi l&apos;incontro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <extracomment>Close the game-over panel to look at the final board</extracomment>
        <translation>Rivedi</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../qml/game/GamePanel.qml" line="+54"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play from here</source>
        <extracomment>Replay: play on from the position shown, dropping the decisions after it</extracomment>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Analyse</source>
        <extracomment>Open the analysis board: every decision&apos;s value, the best line, the game review</extracomment>
        <translation>Analizza</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Thinking…</source>
        <extracomment>On the Hint button while the computer looks for the best move</extracomment>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <extracomment>Ask the computer for the best move</extracomment>
        <translation>Suggerimento</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../qml/game/GameScreen.qml" line="+37"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End match</source>
        <extracomment>The button in the question before ending a match</extracomment>
        <translation>Chiudi l&apos;incontro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End the match?</source>
        <extracomment>Asked before ending a match</extracomment>
        <translation>Chiudere l&apos;incontro?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with the match</source>
        <extracomment>The button in the question before ending a match that goes on with it</extracomment>
        <translation>Continua l&apos;incontro</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Viewing an earlier position</source>
        <translation>Stai guardando una posizione precedente</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/game/gamesession.cpp" line="+140"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Attendi: tocca al computer.</translation>
    </message>
    <message>
        <location filename="../app/game/sessiontext.cpp" line="+18"/>
        <source>South</source>
        <extracomment>The player at the bottom of the board</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your seeds first, then press Done.</source>
        <translation>Prima disponi le tue biglie, poi premi Fatto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a direction with the arrows first.</source>
        <translation>Prima scegli il senso con le frecce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That hole belongs to your opponent.</source>
        <translation>Quella buca è dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That hole is protected: it is out of play this round.</source>
        <translation>Quella buca è protetta: in questa partita è fuori gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That hole is empty.</source>
        <translation>Quella buca è vuota.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn must start from a hole with more than one seed.</source>
        <translation>Il turno deve cominciare da una buca con più di una biglia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing from that hole would go on for ever (more than 1,000 laps).</source>
        <translation>La semina da quella buca non finirebbe mai (più di 1000 giri).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A draw.</source>
        <translation>Patta.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Amatoriale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <extracomment>The Kalah level that plays solved, perfect moves</extracomment>
        <translation>Perfetto</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <location filename="../app/store/gamestoretext.cpp" line="+17"/>
        <source>Human</source>
        <extracomment>A person playing a side, in a saved game&apos;s summary</extracomment>
        <translation>Umano</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, a branch</source>
        <extracomment>A game branched from a kept one (Play from here): %1 the game</extracomment>
        <translation>%1, una variante</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 match, round %n</source>
        <extracomment>A saved match on the home screen: %1 the game, %n the round played last</extracomment>
        <translation>
            <numerusform>%1, sfida, turno %n</numerusform>
            <numerusform>%1, sfida, turno %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <extracomment>A saved game&apos;s players: %1 South&apos;s, %2 North&apos;s (Human, Expert, ...)</extracomment>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds won: %1</source>
        <extracomment>A saved match: the rounds each player won (%1: &quot;South 2 – 1 North&quot;)</extracomment>
        <translation>partite vinte: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>match over</source>
        <extracomment>A saved match that has ended</extracomment>
        <translation>incontro finito</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n decision(s)</source>
        <extracomment>A saved game: how many decisions its round in play has</extracomment>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>from the game of %1, after %n decision(s)</source>
        <extracomment>A game branched from a kept one (Play from here): %1 when that game began, %n the decisions it kept</extracomment>
        <translation>
            <numerusform>dalla partita del %1, dopo %n decisione</numerusform>
            <numerusform>dalla partita del %1, dopo %n decisioni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 does not exist.</source>
        <extracomment>A game file that was asked for is not there</extracomment>
        <translation>%1 non esiste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a file.</source>
        <extracomment>A game file that was asked for is a folder or a device</extracomment>
        <translation>%1 non è un file.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is too large to be a game file.</source>
        <extracomment>A game file far larger than any game</extracomment>
        <translation>%1 è troppo grande per essere una partita salvata.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved to %1: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>Impossibile salvare la partita in %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a game Semina can open. %2</source>
        <extracomment>%1 the file, %2 what is wrong in it and where (in English)</extracomment>
        <translation>%1 non è una partita che Semina possa aprire. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was opened, but: %2</source>
        <extracomment>A game file opened although it comes from a later version; %1 the file, %2 the reader&apos;s note (in English)</extracomment>
        <translation>%1 è stato aperto, però: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game kept from last time could not be read, so it was set aside as %2. %1</source>
        <extracomment>At start: the game kept when Semina last closed cannot be read; %1 why, %2 where the file was moved</extracomment>
        <translation>La partita conservata dall&apos;ultima volta non si può leggere: è stata messa da parte come %2. %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Non c&apos;è nessuna partita in sospeso da continuare.</translation>
    </message>
    <message>
        <location filename="../app/store/gamestore.cpp" line="+245"/>
        <source>These details cannot be saved: %1</source>
        <extracomment>Save as…: a name, event, date or round the game file cannot hold; %1 says which and why (English)</extracomment>
        <translation>Questi dati non si possono salvare: %1</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../app/game/gametexts.cpp" line="+56"/>
        <source>%1: place your %n seeds in your holes.</source>
        <translation>
            <numerusform>%1: disponi %n biglia nelle tue buche.</numerusform>
            <numerusform>%1: disponi %n biglie nelle tue buche.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose the direction of the next lap.</source>
        <translation>%1: scegli il senso del prossimo giro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: your second sowing.</source>
        <translation>%1: seconda semina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match was ended during this round: it does not count.</source>
        <extracomment>The game-over panel when the players ended a match during a round (docs/rules.md §3.12)</extracomment>
        <translation>L&apos;incontro è stato chiuso durante questa partita: non conta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third repetition: %1</source>
        <translation>Terza ripetizione: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The players ended the match.</source>
        <extracomment>Why the round on the board is over: the players ended the match</extracomment>
        <translation>I giocatori hanno chiuso l&apos;incontro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A row is empty: each player took the seeds left in their row into their stock.</source>
        <translation>Una fila è vuota: ciascun giocatore ha messo nella propria scorta i semi rimasti nella sua fila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row is empty: each player took the seeds left in their row into their store.</source>
        <translation>Una fila è vuota: ciascun giocatore ha messo nel proprio deposito i semi rimasti nella sua fila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no seed to sow: the seeds left went to %2&apos;s store.</source>
        <extracomment>%1 cannot move, %2 the other player</extracomment>
        <translation>%1 non ha semi da seminare: i semi rimasti sono andati nel deposito di %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no hole with more than one seed.</source>
        <translation>%1 non ha più nessuna buca con più di una biglia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no turn that ends within the turn limit.</source>
        <translation>%1 non ha nessun turno che finisca entro il limite consentito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same position came up for the third time.</source>
        <translation>La stessa posizione si è presentata per la terza volta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · %1</source>
        <extracomment>A computer player and its level, e.g. &quot;Computer · Expert&quot;</extracomment>
        <translation>Computer · %1</translation>
    </message>
</context>
<context>
    <name>GameToolbar</name>
    <message>
        <location filename="../qml/game/GameToolbar.qml" line="+42"/>
        <source>← Games</source>
        <translation>← Giochi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves this game for the list of games; the game is kept.</source>
        <extracomment>Screen reader: what the toolbar&apos;s first button does</extracomment>
        <translation>Lascia questa partita per l&apos;elenco dei giochi; la partita viene conservata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <extracomment>The button in the confirmation that goes back to the list of games</extracomment>
        <translation>Esci dalla partita</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes back the last turn (Ctrl+Z).</source>
        <extracomment>Screen reader: the Undo button</extracomment>
        <translation>Annulla l&apos;ultimo turno (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays again the turn taken back (Ctrl+Y).</source>
        <extracomment>Screen reader: the Redo button</extracomment>
        <translation>Rigioca il turno annullato (Ctrl+Y).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+92"/>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Starts this game again from the beginning; Undo brings it back.</source>
        <extracomment>Screen reader: the Restart button</extracomment>
        <translation>Ricomincia questa partita dall&apos;inizio; Annulla la riporta indietro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Chooses a game, the players and the rules for a new game.</source>
        <extracomment>Screen reader: the New game button</extracomment>
        <translation>Sceglie il gioco, i giocatori e le regole di una nuova partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game?</source>
        <extracomment>Asked before a new game replaces the game in progress (the games are kept)</extracomment>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game in progress goes to Recent games, where you can open it again.</source>
        <extracomment>What becomes of the game in progress when a new game starts</extracomment>
        <translation>La partita in corso va tra le Partite recenti, da dove puoi riaprirla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+73"/>
        <source>Flip</source>
        <extracomment>Turn the board round so the other player sits at the bottom</extracomment>
        <translation>Ruota</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Turns the board round, so the other player sits at the bottom.</source>
        <extracomment>Screen reader: the Flip button</extracomment>
        <translation>Gira il tavoliere, così l&apos;altro giocatore sta in basso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+72"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Shows the rules of this game (F1).</source>
        <extracomment>Screen reader: the Rules button</extracomment>
        <translation>Mostra le regole di questo gioco (F1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+71"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Language, animation speed, sound and theme.</source>
        <extracomment>Screen reader: the Settings button</extracomment>
        <translation>Lingua, velocità dell&apos;animazione, suono e tema.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Menu</source>
        <extracomment>The toolbar&apos;s menu button (saving and opening games, and more)</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving and opening games, and more.</source>
        <extracomment>Screen reader: the toolbar&apos;s menu button</extracomment>
        <translation>Salvare e aprire partite, e altro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as…</source>
        <extracomment>Menu: save the game to a file of the player&apos;s choosing</extracomment>
        <translation>Salva come…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open…</source>
        <extracomment>Menu: open a saved game from a file</extracomment>
        <translation>Apri…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse</source>
        <extracomment>Menu: open the analysis board (every decision&apos;s value, the best line, the game review)</extracomment>
        <translation>Analizza</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set up a position…</source>
        <extracomment>Menu: the position editor, starting from the position on the board</extracomment>
        <translation>Prepara una posizione…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>About Semina</source>
        <extracomment>Menu: the version, licence, sources and credits</extracomment>
        <translation>Informazioni su Semina</translation>
    </message>
</context>
<context>
    <name>HandicapChoice</name>
    <message>
        <location filename="../qml/match/HandicapChoice.qml" line="+43"/>
        <source>Handicap</source>
        <extracomment>New-game dialog: a handicap for one of the players</extracomment>
        <translation>Handicap</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>None</source>
        <extracomment>New-game dialog: who has the handicap</extracomment>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Handicap size, %1</source>
        <extracomment>Screen reader: the handicap&apos;s size (protected holes, or Omweso&apos;s seeds)</extracomment>
        <translation>Entità dell&apos;handicap, %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>For a learner against this level: %1 A learner then wins about %2% of paired games.</source>
        <extracomment>New-game dialog: %1 the handicap that evens the computer&apos;s level for someone learning the game, %2 a percentage measured with it</extracomment>
        <translation>Per chi impara contro questo livello: %1 Chi impara vince allora circa il %2% delle partite in coppia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against this level the largest handicap falls short: %1 A learner then wins only about %2% of paired games.</source>
        <extracomment>New-game dialog: even the largest handicap measured leaves the learner far behind; %1 the handicap, %2 a percentage</extracomment>
        <translation>Contro questo livello anche l&apos;handicap più grande non basta: %1 Chi impara vince allora solo circa il %2% delle partite in coppia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use</source>
        <extracomment>New-game dialog: take the suggested handicap</extracomment>
        <translation>Usa</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../qml/home/HomeScreen.qml" line="+52"/>
        <source>Semina</source>
        <translation>Semina</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recent games</source>
        <extracomment>Home screen: the list of games played lately</extracomment>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open…</source>
        <extracomment>Home screen: open a saved game or a lesson file</extracomment>
        <translation>Apri…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A saved game…</source>
        <extracomment>Home screen, Open…: a saved game from a file</extracomment>
        <translation>Una partita salvata…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lesson file…</source>
        <extracomment>Home screen, Open…: a lesson file a teacher wrote</extracomment>
        <translation>Un file di lezioni…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A learner&apos;s progress…</source>
        <extracomment>Home screen, Open…: a learner&apos;s exported progress (the teacher&apos;s view)</extracomment>
        <translation>I progressi di un allievo…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <extracomment>Home screen: the version, licence, sources and credits</extracomment>
        <translation>Informazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traditional mancala games, played by their own rules</source>
        <extracomment>Home screen subtitle</extracomment>
        <translation>Giochi tradizionali della famiglia dei mancala, con le loro vere regole</translation>
    </message>
</context>
<context>
    <name>KalahGame</name>
    <message>
        <location filename="../resources/games/kalah/KalahGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Semi per buca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Quanti semi contiene ogni buca all&apos;inizio.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Kalah</source>
        <extracomment>A game&apos;s name</extracomment>
        <translation>Kalah</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kalah is also checked against published results: the values and perfect games of G. Irving, H. H. L. M. Donkers and J. W. H. M. Uiterwijk, &quot;Solving Kalah&quot;, ICGA Journal 23(3), 2000, pp. 139–147, and, with the capture most boxed sets use, the first player&apos;s winning margins on which independent solvers agree (2 with three seeds a hole, 8 with four).</source>
        <extracomment>About: the published results the engine is checked against</extracomment>
        <translation>Il Kalah è verificato anche su risultati pubblicati: i valori e le partite perfette di G. Irving, H. H. L. M. Donkers e J. W. H. M. Uiterwijk, «Solving Kalah», ICGA Journal 23(3), 2000, pp. 139–147, e, con la presa della maggior parte dei giochi in scatola, i margini di vittoria del primo giocatore su cui concordano solutori indipendenti (2 con tre semi per buca, 8 con quattro).</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Sow into your store for another move, capture across the board.</source>
        <extracomment>Home screen, one line on what makes Kalah special</extracomment>
        <translation>Chi semina l&apos;ultimo seme nel proprio deposito gioca di nuovo; si cattura dalla buca antistante.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kalah was devised in the United States in the 1940s. Its rules here are the second rule set of the same Hungarian page: stores, another move for a sowing that ends in your store, and captures from your empty holes.</source>
        <translation>Il Kalah è nato negli Stati Uniti negli anni Quaranta. Le sue regole qui sono la seconda serie di regole della stessa pagina ungherese: i depositi, un&apos;altra mossa quando la semina finisce nel tuo deposito e le prese dalle tue buche vuote.</translation>
    </message>
</context>
<context>
    <name>KalahLessons</name>
    <message>
        <location filename="../resources/games/kalah/KalahLessons.qml" line="+35"/>
        <source>Sowing</source>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board has two rows of six holes and a store at each end. Every hole starts with four seeds, 48 in all. South, at the bottom, begins, unless &quot;Who starts&quot; in the new-game dialog names North.</source>
        <translation>Il tavoliere ha due file di sei buche e un deposito a ciascuna estremità. All&apos;inizio ogni buca contiene quattro semi, 48 in tutto. Comincia Sud, il giocatore in basso, a meno che «Chi inizia» nella finestra «Nuova partita» non indichi Nord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The six holes at the bottom and the store on the right are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise.</source>
        <translation>Sono tue le sei buche in basso e il deposito a destra. Al tuo turno prendi tutti i semi di una delle tue buche e li semini, uno per buca, nelle buche che seguono, in senso antiorario.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: sow so that your last seed falls into your hole 6, the last before your store.</source>
        <translation>Tocca a te: semina in modo che l&apos;ultimo seme cada nella tua buca 6, l&apos;ultima prima del deposito.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A long sowing goes through your own store, one seed in it as in a hole, and on along your opponent&apos;s row. It passes your opponent&apos;s store without a seed.</source>
        <translation>Una semina lunga passa per il tuo deposito, dove lascia un seme come in una buca, e prosegue lungo la fila dell&apos;avversario. Il deposito dell&apos;avversario invece si salta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sow past your store: make your last seed fall into your opponent&apos;s hole 4.</source>
        <translation>Semina oltre il tuo deposito: fa&apos; cadere l&apos;ultimo seme nella buca 4 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A sowing may go all the way round the board. Sow so that your last seed comes back into your own hole 1.</source>
        <translation>Una semina può fare tutto il giro del tavoliere. Semina in modo che l&apos;ultimo seme torni nella tua buca 1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Another move</source>
        <translation>Si gioca di nuovo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When your last seed falls into your own store, you move again.</source>
        <translation>Se l&apos;ultimo seme cade nel tuo deposito, giochi di nuovo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Earn another move: find a hole whose seeds just reach your store.</source>
        <translation>Gioca di nuovo: trova una buca i cui semi arrivino giusti al deposito.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no limit to the moves you can earn in a turn. Earn at least two: the order of your sowings matters.</source>
        <translation>Nello stesso turno puoi giocare di nuovo senza limiti. Gioca di nuovo almeno due volte: conta l&apos;ordine delle semine.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every sowing drops a seed into the holes it passes, so one move can spoil the next. Earn at least four more moves in this turn: which hole should go first?</source>
        <translation>Ogni semina lascia un seme nelle buche che attraversa, quindi una semina può guastare la successiva. Gioca di nuovo almeno quattro volte in questo turno: quale buca conviene seminare per prima?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your last seed falls into an empty hole of yours, you capture it together with all the seeds of the facing hole: they go to your store, and the turn passes.</source>
        <translation>Se l&apos;ultimo seme cade in una tua buca vuota, lo catturi insieme a tutti i semi della buca antistante: vanno nel tuo deposito, e il turno passa all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture at least 5 seeds.</source>
        <translation>Cattura almeno 5 semi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You capture even when the facing hole is empty: then your last seed goes to your store alone. Make such a capture.</source>
        <translation>Catturi anche quando la buca antistante è vuota: allora l&apos;ultimo seme va da solo nel tuo deposito. Fai una presa così.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Many Kalah sets play the standard capture: when the facing hole is empty, nothing is captured. Capture under this rule.</source>
        <translation>Molti Kalah in commercio usano la presa standard: se la buca antistante è vuota, non si cattura nulla. Cattura con questa regola.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When all the holes of either player are empty, the game is over: each player puts the seeds left in their own row into their own store. The player with more seeds in the store wins.</source>
        <translation>Quando tutte le buche di uno dei giocatori sono vuote, la partita finisce: ciascuno mette nel proprio deposito i semi rimasti nella sua fila. Vince chi ha più semi nel deposito.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End the game in this turn: empty your own row. The order of your sowings matters.</source>
        <translation>Chiudi la partita in questo turno: svuota la tua fila. Conta l&apos;ordine delle semine.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the game in this turn: end it with more seeds in your store than your opponent.</source>
        <translation>Vinci la partita in questo turno: chiudila con più semi nel tuo deposito di quanti ne abbia l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game also ends when your opponent&apos;s row runs empty, and then the seeds left in your row go to your store. Win the game in this turn: capture the seeds of your opponent&apos;s hole 1 rather than empty your own row.</source>
        <translation>La partita finisce anche quando si svuota la fila dell&apos;avversario, e allora i semi rimasti nella tua fila vanno nel tuo deposito. Vinci la partita in questo turno: cattura i semi della buca 1 dell&apos;avversario invece di svuotare la tua fila.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Think a turn ahead: your opponent has one hole left. Win within two of your turns, whatever the computer replies.</source>
        <translation>Pensa un turno avanti: all&apos;avversario resta una sola buca. Vinci entro due dei tuoi turni, qualunque cosa risponda il computer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options and matches</source>
        <translation>Opzioni e incontri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the new-game dialog you can choose four or five holes a row instead of six, and from one to six seeds a hole. Here each row has four holes of three seeds.</source>
        <translation>Nella finestra «Nuova partita» puoi scegliere quattro o cinque buche per fila invece di sei, e da uno a sei semi per buca. Qui ogni fila ha quattro buche di tre semi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rules stay the same on a smaller board. Earn another move.</source>
        <translation>Su un tavoliere più piccolo le regole restano le stesse. Gioca di nuovo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On a board of five holes a row you capture just as on six: the facing hole is the one straight across. Capture at least 6 seeds.</source>
        <translation>Su un tavoliere di cinque buche per fila si cattura come su sei: la buca antistante è quella proprio di fronte. Cattura almeno 6 semi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Here no single sowing captures, but another move can open the way. Capture at least 7 seeds in this turn.</source>
        <translation>Qui nessuna semina da sola cattura, ma giocare di nuovo può aprirti la strada. Cattura almeno 7 semi in questo turno.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. &quot;Next round&quot; in the new-game dialog says who starts the next game: each in turn, the loser or the winner.</source>
        <translation>In un incontro le partite si susseguono: ogni nuova partita parte dal tuo deposito, quattro semi per buca, e una buca che non riesci a riempire resta fuori gioco per quella partita. «Partita successiva» nella finestra «Nuova partita» dice chi inizia la partita dopo: a turno, chi ha perso o chi ha vinto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this lesson the computer weighs your move against the best one. A single seed in your hole 6 is a free move, and once hole 6 is empty, another sowing can end there and capture. Find the best move.</source>
        <translation>In questa lezione il computer confronta la tua mossa con la migliore. Un solo seme nella tua buca 6 è una mossa gratuita, e una volta vuota la buca 6, un&apos;altra semina può finirci dentro e catturare. Trova la mossa migliore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count before you sow: a hole of 13 seeds goes all the way round the board, and its last seed falls back into the hole it came from, empty now. Find the best move.</source>
        <translation>Conta prima di seminare: una buca di 13 semi fa tutto il giro del tavoliere, e l&apos;ultimo seme ricade nella buca da cui è partito, che ora è vuota. Trova la mossa migliore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing from your opponent&apos;s hole 1 can end in their empty hole 3 and take the 9 seeds of your hole 4. Make a move after which your opponent can capture none of your seeds.</source>
        <translation>Una semina dalla buca 1 dell&apos;avversario può finire nella sua buca 3 vuota e prendere i 9 semi della tua buca 4. Fa&apos; una mossa dopo la quale l&apos;avversario non possa catturare nessuno dei tuoi semi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your hole 1 is in danger and two captures tempt you, but free moves come first. Look at the whole board and find the best move.</source>
        <translation>La tua buca 1 è in pericolo e due prese ti tentano, ma prima vengono le mosse gratuite. Guarda tutto il tavoliere e trova la mossa migliore.</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Kalah lessons: name the seeds as the Kalah lessons do</extracomment>
        <translation>L&apos;ultimo seme è caduto in una tua buca vuota, così il turno è passato all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella tua buca %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella buca %1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>L&apos;ultimo seme è caduto altrove.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>La partita non è ancora finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>La partita è finita patta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>La partita è finita, ma l&apos;ha vinta l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed that falls into an empty hole of yours: look for a hole whose seeds end in one.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Si cattura quando l&apos;ultimo seme cade in una tua buca vuota: cerca una buca i cui semi finiscano in una di queste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a sowing whose last seed falls into a hole that holds seeds.</source>
        <translation>Cerca una semina il cui ultimo seme cada in una buca che contiene semi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when one side&apos;s holes are all empty: look for a move that empties the last of them.</source>
        <translation>La partita finisce quando tutte le buche di una parte sono vuote: cerca una mossa che vuoti le ultime.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Questa mossa vale %n seme in meno della migliore. Cerca la mossa migliore.</numerusform>
            <numerusform>Questa mossa vale %n semi in meno della migliore. Cerca la mossa migliore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme seminando dalla sua buca %1.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi seminando dalla sua buca %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>Hai catturato %n seme; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai catturato %n semi; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KalahRules</name>
    <message>
        <location filename="../resources/games/kalah/KalahRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Nuove partite con handicap</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Origine e fonti</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>The start: your six holes are the bottom row, your store the one on the right.</source>
        <extracomment>Caption of a board diagram in the Rules dialog</extracomment>
        <translation>L&apos;inizio: le tue sei buche sono la fila in basso, il tuo deposito quello a destra.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your hole 1: its four seeds go one each into the next four holes.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>La tua buca 1: i suoi quattro semi vanno uno per buca nelle quattro buche successive.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hole 3: the last of its four seeds falls into your store, and you move again.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>La tua buca 3: l&apos;ultimo dei suoi quattro semi cade nel tuo deposito, e giochi di nuovo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hole 1: its one seed falls into your empty hole 2, and that seed and the 4 seeds facing it go to your store.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.</extracomment>
        <translation>La tua buca 1: il suo unico seme cade nella tua buca 2 vuota, e quel seme e i 4 semi della buca antistante vanno nel tuo deposito.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Kalah is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end: yours is on your right. The player with more seeds in their store at the end wins.</source>
        <translation>Il Kalah si gioca su 2 file di 6 buche, con 4 semi per buca e un deposito a ciascuna estremità: il tuo è quello a destra. Vince chi alla fine ha più semi nel proprio deposito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules do not say who starts: South, at the bottom, unless you choose otherwise in the new-game dialog.</source>
        <extracomment>Kalah rules. South is the player at the bottom of the board.</extracomment>
        <translation>Le regole non dicono chi comincia: Sud, in basso, a meno che tu non scelga diversamente nella finestra della nuova partita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, through your own store but not your opponent&apos;s. A big handful goes all the way round, its own hole included.</source>
        <translation>Prendi tutti i semi di una delle tue buche e li semini in senso antiorario, uno per buca, passando anche per il tuo deposito ma non per quello dell&apos;avversario. Una manciata grande fa il giro completo, buca di partenza compresa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Another move</source>
        <extracomment>Heading in the Rules dialog: the move a player makes again when the last seed falls into their store</extracomment>
        <translation>Si gioca di nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seed in your store: you move again, as often as this happens.</source>
        <translation>Ultimo seme nel tuo deposito: giochi di nuovo, tutte le volte che succede.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>If your last seed lands in an empty hole of yours, that seed and all the seeds of the facing hole go to your store, even when the facing hole is empty. Then the turn passes, as it does after any last seed outside your store.</source>
        <translation>Se l&apos;ultimo seme cade in una tua buca vuota, quel seme e tutti i semi della buca antistante vanno nel tuo deposito, anche quando la buca antistante è vuota. Poi il turno passa all&apos;avversario, come ogni volta che l&apos;ultimo seme cade fuori dal tuo deposito.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After every sowing, if all of either player&apos;s holes are empty, the game ends and each player adds the seeds on their side to their store. More seeds wins; equal is a draw.</source>
        <translation>Dopo ogni semina, se tutte le buche di uno dei due giocatori sono vuote, la partita finisce e ciascuno aggiunge al proprio deposito i semi rimasti dalla sua parte. Vince chi ha più semi; a parità la partita è patta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seeds per hole: 1 to 6 (default 4).</source>
        <extracomment>Kalah, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Semi per buca: da 1 a 6 (predefinito 4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holes per player: 4 to 6 (default 6).</source>
        <extracomment>Kalah, Options list. &quot;Holes per player&quot; is named as in the new-game dialog.</extracomment>
        <translation>Buche per giocatore: da 4 a 6 (predefinito 6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture: even when the facing hole is empty (default) / only when the facing hole has seeds (as in most Kalah sets sold today).</source>
        <extracomment>Kalah, Options list. &quot;Capture&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Presa: anche quando la buca antistante è vuota (predefinito) / solo quando la buca antistante contiene semi (come nella maggior parte dei Kalah in commercio oggi).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kalah was devised in the United States in the 1940s and is the mancala most often sold as a boxed game. The rules here are the second rule set of a Hungarian page on games played on two rows of six holes.</source>
        <extracomment>Rules dialog, Kalah. The source is a Hungarian page on games played on a board of two rows of six holes.</extracomment>
        <translation>Il Kalah è nato negli Stati Uniti negli anni Quaranta ed è il mancala più venduto in scatola. Le regole qui sono la seconda serie di regole di una pagina ungherese sui giochi su due file di sei buche.</translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message>
        <location filename="../app/lesson/lessoncheck.cpp" line="+49"/>
        <source>%1: &quot;%2&quot; is not a decision</source>
        <translation>%1: &quot;%2&quot; non è una mossa</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the task starts in a finished game</source>
        <translation>il compito parte da una partita già finita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a task is the learner&apos;s, who plays South: North is to move</source>
        <translation>un compito spetta a chi impara, che gioca Sud: qui tocca a Nord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no decision meets the goal</source>
        <translation>nessuna mossa raggiunge l&apos;obiettivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every decision meets the goal: it is no task</source>
        <translation>ogni mossa raggiunge l&apos;obiettivo: non è un compito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a task needs a hint</source>
        <translation>un compito richiede un suggerimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hint %1 does not meet the goal</source>
        <translation>il suggerimento %1 non raggiunge l&apos;obiettivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hint&apos;s line does not win within the turns</source>
        <translation>la linea del suggerimento non vince entro i turni previsti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a task on one decision has a hint of one decision (and its choices)</source>
        <translation>un compito su una sola mossa ha come suggerimento una sola mossa (con le sue scelte di senso)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hint&apos;s line is not legal</source>
        <translation>la linea del suggerimento non è valida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hint&apos;s line does not meet the goal</source>
        <translation>la linea del suggerimento non raggiunge l&apos;obiettivo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown game &quot;%1&quot;</source>
        <translation>gioco sconosciuto &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>options: &quot;%1&quot; is not an option of %2</source>
        <translation>options: &quot;%1&quot; non è un&apos;opzione di %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>options: not a valid set</source>
        <translation>options: non è un insieme valido di opzioni</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>position: &quot;%1&quot; is not a position of %2</source>
        <translation>position: &quot;%1&quot; non è una posizione di %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>level: &quot;%1&quot; is not a level</source>
        <translation>level: &quot;%1&quot; non è un livello</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marks: &quot;%1&quot; is not a hole or store of %2</source>
        <translation>marks: &quot;%1&quot; non è una buca né un deposito di %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>goal: &quot;%1&quot; is not a goal</source>
        <translation>goal: &quot;%1&quot; non è un obiettivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>near-best judges one decision of play, not a whole turn or a set-up</source>
        <translation>near-best valuta una sola mossa di gioco, non un turno intero né una disposizione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>within: must be 0 or more</source>
        <translation>within: deve essere 0 o più</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>place: &quot;%1&quot; is not a hole or store of %2</source>
        <translation>place: &quot;%1&quot; non è una buca né un deposito di %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>atLeast: must be 1 or more</source>
        <translation>atLeast: deve essere 1 o più</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a step says something: its text is empty</source>
        <translation>un passo deve dire qualcosa: il suo testo è vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a step shows or asks, not both</source>
        <translation>un passo mostra oppure chiede, non tutte e due le cose</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>show: %1 is not legal there</source>
        <translation>show: %1 non è una mossa valida in quel punto</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../app/lesson/lessonfile.cpp" line="+27"/>
        <source>Lesson %1</source>
        <translation>Lezione %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson %1, step %2</source>
        <translation>Lezione %1, passo %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a member of a lesson file here.</source>
        <translation>&quot;%1&quot; non è un campo ammesso qui in un file di lezioni.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; must be text.</source>
        <translation>&quot;%1&quot; deve essere un testo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; must be a list of texts, as [&quot;3&quot;, &quot;5&quot;].</source>
        <translation>&quot;%1&quot; deve essere una lista di testi, come [&quot;3&quot;, &quot;5&quot;].</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a whole number from 0 to 1000.</source>
        <translation>&quot;%1&quot; deve essere un numero intero da 0 a 1000.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>&quot;%1&quot; deve essere true o false.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must be 1 to 40 small letters, digits or hyphens, as &quot;captures-1&quot;.</source>
        <translation>&quot;%1&quot; deve avere da 1 a 40 caratteri fra lettere minuscole, cifre e trattini, come &quot;captures-1&quot;.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a lesson is an object: {&quot;key&quot;: …, &quot;title&quot;: …, &quot;steps&quot;: […]}.</source>
        <translation>una lezione è un oggetto: {&quot;key&quot;: …, &quot;title&quot;: …, &quot;steps&quot;: […]}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>another lesson has the key &quot;%1&quot;.</source>
        <translation>un&apos;altra lezione ha già la chiave &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson needs a &quot;title&quot;.</source>
        <translation>una lezione deve avere un &quot;title&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson needs &quot;steps&quot;: a list of at least one step.</source>
        <translation>una lezione deve avere &quot;steps&quot;: una lista di almeno un passo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a step is an object: {&quot;text&quot;: …, …}.</source>
        <translation>un passo è un oggetto: {&quot;text&quot;: …, …}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+66"/>
        <source>The file is larger than 1 MiB: it is no lesson file.</source>
        <translation>Il file supera 1 MiB: non è un file di lezioni.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>The file is not JSON: %1 at character %2.</source>
        <translation>Il file non è JSON: %1 al carattere %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a Semina lesson file: it has no &quot;format&quot;: &quot;semina-lesson&quot;.</source>
        <translation>Questo non è un file di lezioni di Semina: non contiene &quot;format&quot;: &quot;semina-lesson&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This Semina reads lesson files of version %1; this one says %2.</source>
        <translation>Questa versione di Semina legge i file di lezioni della versione %1; la versione indicata da questo file è: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;game&quot; must be one of %1; this file says &quot;%2&quot;.</source>
        <translation>&quot;game&quot; deve essere uno fra %1; questo file indica &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file needs a &quot;title&quot;: the name the lessons screen shows.</source>
        <translation>Il file deve avere un &quot;title&quot;: il nome mostrato nella schermata delle lezioni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file needs &quot;lessons&quot;: a list of at least one lesson.</source>
        <translation>Il file deve avere &quot;lessons&quot;: una lista di almeno una lezione.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The lesson file %1 cannot be read: %2</source>
        <translation>Impossibile leggere il file di lezioni %1: %2</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <location filename="../qml/lesson/LessonFiles.qml" line="+49"/>
        <source>Open a lesson</source>
        <extracomment>Title of the file dialog that opens a lesson file a teacher wrote</extracomment>
        <translation>Apri una lezione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button that opens the chosen lesson file</extracomment>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <extracomment>The file dialog&apos;s button that closes it without opening anything</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Semina lessons (*.semina-lesson)</source>
        <extracomment>The file dialog&apos;s filters: Semina&apos;s lesson files, and every file</extracomment>
        <translation>Lezioni di Semina (*.semina-lesson)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lesson file</source>
        <extracomment>Title of the message when a lesson file cannot be opened</extracomment>
        <translation>File di lezioni</translation>
    </message>
</context>
<context>
    <name>LessonScreen</name>
    <message numerus="yes">
        <location filename="../qml/lesson/LessonScreen.qml" line="+40"/>
        <source>Your %n star(s) and the steps you have done in these lessons will be forgotten.</source>
        <extracomment>Asked before Reset progress in the lessons; %n the stars earned in this game&apos;s lessons</extracomment>
        <translation>
            <numerusform>La tua %n stella e i passi che hai fatto in queste lezioni andranno persi.</numerusform>
            <numerusform>Le tue %n stelle e i passi che hai fatto in queste lezioni andranno persi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The steps you have done in these lessons will be forgotten.</source>
        <extracomment>Asked before Reset progress, when no star was earned yet</extracomment>
        <translation>I passi che hai fatto in queste lezioni andranno persi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <extracomment>The button in the question before resetting the lessons&apos; progress</extracomment>
        <translation>Azzera</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset your progress?</source>
        <extracomment>Asked before Reset progress in the lessons</extracomment>
        <translation>Azzerare i tuoi progressi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep my progress</source>
        <extracomment>The button in the question before resetting the lessons&apos; progress that keeps it</extracomment>
        <translation>Tieni i miei progressi</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Press Try again, or Next.</source>
        <translation>Premi Riprova, o Avanti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well done: press Next.</source>
        <translation>Bravo: premi Avanti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch this step, then press Next.</source>
        <translation>Guarda questo passo, poi premi Avanti.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>← Games</source>
        <extracomment>Back to the list of games</extracomment>
        <translation>← Giochi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2)</source>
        <extracomment>The lessons screen&apos;s title for a teacher&apos;s lesson file: %1 its title, %2 the game</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn %1</source>
        <extracomment>The lessons screen&apos;s title: %1 the game</extracomment>
        <translation>Impara %1</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Reset progress</source>
        <extracomment>Lessons: forget the stars earned in this game</extracomment>
        <translation>Azzera i progressi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export progress…</source>
        <extracomment>Lessons: write the learner&apos;s progress to a file for a teacher</extracomment>
        <translation>Esporta i progressi…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Progress reset.</source>
        <extracomment>Lessons: shown after Reset progress, beside Undo</extracomment>
        <translation>Progressi azzerati.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <extracomment>Lessons: bring back the progress just reset</extracomment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../app/lesson/lessonsession.cpp" line="+56"/>
        <source>The lessons of this game could not be read.</source>
        <translation>Non è stato possibile leggere le lezioni di questo gioco.</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>This step could not be set up.</source>
        <translation>Non è stato possibile preparare questo passo.</translation>
    </message>
</context>
<context>
    <name>LessonStepCard</name>
    <message>
        <location filename="../qml/lesson/LessonStepCard.qml" line="+60"/>
        <source>%1 · step %2 of %3</source>
        <extracomment>Where the learner is: %1 the lesson&apos;s title, %2 and %3 the step and the steps</extracomment>
        <translation>%1 · passo %2 di %3</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Show the holes</source>
        <translation>Mostra le buche</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Next</source>
        <extracomment>Lessons: the next step</extracomment>
        <translation>Avanti</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Play a game now</source>
        <extracomment>At the end of a game&apos;s lessons: play a game against the computer</extracomment>
        <translation>Gioca una partita</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Try again</source>
        <extracomment>Lessons: set the task up again</extracomment>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Hint</source>
        <extracomment>Lessons: first the idea to look for, then the holes worth a look, then the exact move</extracomment>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the move</source>
        <translation>Mostra la mossa</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Replay</source>
        <extracomment>Lessons: play the step&apos;s demonstration again</extracomment>
        <translation>Rivedi</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Previous</source>
        <extracomment>Lessons: the step before</extracomment>
        <translation>Indietro</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <location filename="../app/lesson/lessontexts.cpp" line="+49"/>
        <source>Your last seed fell into your store: another move, but no capture.</source>
        <translation>L&apos;ultimo seme è caduto nel tuo deposito: giochi di nuovo, ma senza presa.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your last seed fell into a hole of yours that already held %n seed(s), so nothing was captured.</source>
        <extracomment>%n: the seeds the hole held before the last seed fell into it</extracomment>
        <translation>
            <numerusform>L&apos;ultimo seme è caduto in una tua buca che conteneva già %n seme, così non hai catturato nulla.</numerusform>
            <numerusform>L&apos;ultimo seme è caduto in una tua buca che conteneva già %n semi, così non hai catturato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell on your opponent&apos;s side, so nothing was captured.</source>
        <translation>L&apos;ultimo seme è caduto dalla parte dell&apos;avversario, così non hai catturato nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed stopped before your store: it has to land exactly in the store.</source>
        <translation>L&apos;ultimo seme si è fermato prima del deposito: deve cadere proprio nel deposito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing went on past your store: the last seed has to land exactly in the store.</source>
        <translation>La semina è andata oltre il deposito: l&apos;ultimo seme deve cadere proprio nel deposito.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The task asks for your store.</source>
        <translation>Il compito chiede il tuo deposito.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The task asks for your hole %1.</source>
        <extracomment>A lesson&apos;s miss, after where the last seed fell; %1 the hole as the board labels it (&quot;6&quot;, &quot;B5&quot;)</extracomment>
        <translation>Il compito chiede la tua buca %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The task asks for your opponent&apos;s hole %1.</source>
        <extracomment>A lesson&apos;s miss, after where the last seed fell; %1 the hole as the board labels it (&quot;1&quot;, &quot;A7&quot;)</extracomment>
        <translation>Il compito chiede la buca %1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Your first sowing captured nothing, so your turn had no second sowing.</source>
        <extracomment>Ali Guli Mane lessons, after a miss: under the rule of a second sowing only after a capture</extracomment>
        <translation>La tua prima semina non ha catturato nulla, quindi il tuo turno non ha avuto una seconda semina.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Your last seed fell into your store.</source>
        <translation>L&apos;ultimo seme è caduto nel tuo deposito.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The facing hole was empty: under this rule that captures nothing.</source>
        <translation>La buca antistante era vuota: con questa regola non catturi nulla.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last hole now holds %n seed(s): only 2 or 6 capture.</source>
        <extracomment>%n: the seeds in the hole where the last seed fell, after it fell (Mankala: name them as its lessons do)</extracomment>
        <translation>
            <numerusform>L&apos;ultima buca ora contiene %n seme: catturi solo con 2 o 6.</numerusform>
            <numerusform>L&apos;ultima buca ora contiene %n semi: catturi solo con 2 o 6.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That hole is in your own row: under this rule only your opponent&apos;s row captures.</source>
        <translation>Quella buca è nella tua fila: con questa regola catturi solo nella fila dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sowing ended in a Saada, but the hole after it and the hole facing that were empty: nothing to take.</source>
        <translation>La semina è finita in una Saada, ma la buca seguente e quella di fronte erano vuote: non c&apos;è nulla da catturare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hole after the Saada was empty: under this rule nothing is taken.</source>
        <translation>La buca dopo la Saada era vuota: con questa regola non catturi nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lap ended in a full inner hole, but the outer hole behind it was not empty, so nothing was captured.</source>
        <translation>Il giro è finito in una buca di centro piena, ma la buca esterna dietro non era vuota, così non hai catturato nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lap ended in a full inner hole, but your opponent&apos;s two facing holes were not both full, so nothing was captured.</source>
        <translation>Il giro è finito in una buca di centro piena, ma le due buche dell&apos;avversario di fronte non erano entrambe provviste di biglie, così non hai catturato nulla.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You made %n capture(s); the task asks for at least %1.</source>
        <extracomment>%n: the captures made; %1: the captures the task asks for</extracomment>
        <translation>
            <numerusform>Hai fatto %n presa; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai fatto %n prese; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured, but not with a clockwise lap from an aloka hole.</source>
        <translation>Hai catturato, ma non con un giro in senso orario da una buca aloka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is not over yet: play it to the end.</source>
        <translation>Il tuo turno non è ancora finito: giocalo fino in fondo.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You earned %n extra move(s); the task asks for at least %1.</source>
        <extracomment>%n: the extra moves earned; %1: the extra moves the task asks for</extracomment>
        <translation>
            <numerusform>Hai giocato di nuovo %n volta; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai giocato di nuovo %n volte; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your sowing never went on from a new hole.</source>
        <extracomment>A lesson&apos;s miss: the sowing never picked up seeds to sow on (a relay)</extracomment>
        <translation>La tua semina non è mai ripartita da una nuova buca.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your sowing went on from a new hole only %n time(s).</source>
        <translation>
            <numerusform>La tua semina è ripartita da una nuova buca solo %n volta.</numerusform>
            <numerusform>La tua semina è ripartita da una nuova buca solo %n volte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Find one that goes on at least %n time(s).</source>
        <extracomment>A lesson&apos;s miss, after what the sowing did: %n the relays the task asks for</extracomment>
        <translation>
            <numerusform>Trovane una che riparta almeno %n volta.</numerusform>
            <numerusform>Trovane una che riparta almeno %n volte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn did not stop at a direction choice.</source>
        <translation>Il tuo turno non si è fermato a una scelta di senso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your opponent can still move.</source>
        <translation>L&apos;avversario può ancora muovere.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You did not win within %n turn(s).</source>
        <extracomment>%n: the turns the task allows</extracomment>
        <translation>
            <numerusform>Non hai vinto entro %n turno.</numerusform>
            <numerusform>Non hai vinto entro %n turni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cannot be played here.</source>
        <translation>Qui non si può giocare così.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Count the holes from each of yours to your store: a hole with just that many seeds ends in the store.</source>
        <translation>Conta le buche da ciascuna delle tue fino al deposito: una buca con esattamente quei semi finisce nel deposito.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A handful of seeds ends as many holes on as it holds seeds: which of your holes ends in hole %1?</source>
        <extracomment>A lesson&apos;s first hint; %1 the hole as the board labels it</extracomment>
        <translation>Una manciata finisce tante buche più in là quanti semi contiene: quale delle tue buche finisce nella buca %1?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Look at your aloka holes: a clockwise lap from one of them may end in a capture.</source>
        <translation>Guarda le tue aloka: un giro in senso orario da una di esse può finire in una presa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a sowing that goes on from an aloka hole where a clockwise lap would capture.</source>
        <translation>Cerca una semina che continui da una aloka da cui un giro in senso orario catturerebbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a move that leaves your opponent nothing to play.</source>
        <translation>Cerca una mossa che non lasci all&apos;avversario nulla da giocare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Think a turn ahead: what will your opponent be able to play after your move?</source>
        <translation>Pensa un turno avanti: che cosa potrà giocare l&apos;avversario dopo la tua mossa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weigh each move: what it wins now, and what it leaves your opponent to take on their turn.</source>
        <translation>Valuta ogni mossa: che cosa guadagna subito e che cosa lascia prendere all&apos;avversario nel suo turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find which of your holes your opponent could capture on their turn, then move those seeds away or spoil the capture.</source>
        <translation>Trova le tue buche che l&apos;avversario potrebbe catturare nel suo turno, poi sposta quei semi o guasta la presa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done, at the first try!</source>
        <translation>Bravo, al primo tentativo!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <translation>Bravo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done. Try it again without help for more stars.</source>
        <translation>Fatto. Riprova senza aiuti per avere più stelle.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+39"/>
        <source>Semina</source>
        <extracomment>Window title, the app&apos;s name</extracomment>
        <translation>Semina</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>Quit</source>
        <extracomment>The button in the confirmation that closes the app</extracomment>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>MankalaGame</name>
    <message>
        <location filename="../resources/games/mankala/MankalaGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Semi per buca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Quanti semi contiene ogni buca all&apos;inizio.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Mankala</source>
        <extracomment>A game&apos;s name</extracomment>
        <translation>Mankala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture when your last seed makes two or six.</source>
        <extracomment>Home screen, one line on what makes Mankala special</extracomment>
        <translation>Si cattura quando l&apos;ultimo seme porta una buca a due o a sei.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two-row mancala games are played across Africa and Asia. Semina&apos;s Mankala is the first of two rule sets on a Hungarian page about games on a board of two rows of six holes: captures on two or six.</source>
        <translation>I mancala a due file si giocano in tutta l&apos;Africa e l&apos;Asia. Il Mankala di Semina è la prima di due serie di regole di una pagina ungherese sui giochi su una tavola di due file di sei buche: si cattura quando l&apos;ultimo seme porta una buca a due o a sei.</translation>
    </message>
</context>
<context>
    <name>MankalaLessons</name>
    <message>
        <location filename="../resources/games/mankala/MankalaLessons.qml" line="+36"/>
        <source>Sowing</source>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board has two rows of six holes and a store at each end; the stores only keep the seeds you capture. Every hole starts with four seeds, 48 in all. Either player may begin: &quot;Who starts&quot; in the new-game dialog says who, South by default.</source>
        <translation>Il tavoliere ha due file di sei buche e un deposito a ciascuna estremità; i depositi servono solo a tenere i semi catturati. All&apos;inizio ogni buca contiene quattro semi, 48 in tutto. Può iniziare l&apos;uno o l&apos;altro giocatore: lo dice «Chi inizia» nella finestra «Nuova partita», salvo scelta diversa Sud.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The six holes at the bottom are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise. Then the turn passes: every turn is one sowing.</source>
        <translation>Sono tue le sei buche in basso. Al tuo turno prendi tutti i semi di una delle tue buche e li semini, uno per buca, nelle buche che seguono, in senso antiorario. Poi il turno passa all&apos;avversario: ogni turno è una sola semina.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A sowing goes on into your opponent&apos;s row, and no seed ever goes into a store. Sow so that your last seed falls into your opponent&apos;s hole 1.</source>
        <translation>La semina prosegue nella fila dell&apos;avversario, e nessun seme va mai in un deposito. Semina in modo che l&apos;ultimo seme cada nella buca 1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game may also start with six seeds a hole, 72 in all: &quot;Seeds per hole&quot; in the new-game dialog. Sow so that your last seed falls into your opponent&apos;s hole 3.</source>
        <translation>Si può anche cominciare con sei semi per buca, 72 in tutto: «Semi per buca» nella finestra «Nuova partita». Semina in modo che l&apos;ultimo seme cada nella buca 3 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A hole of twelve seeds or more sows round both rows and on into the hole it was taken from: no hole is skipped. Make your last seed fall back into your hole 2.</source>
        <translation>Una buca di dodici semi o più semina lungo le due file e di nuovo nella buca da cui sono stati presi: nessuna buca si salta. Fa&apos; ricadere l&apos;ultimo seme nella tua buca 2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture on 2 or 6</source>
        <translation>Presa su 2 o 6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your last seed makes a hole hold 2 or 6 seeds, you capture them all into your store. Only the hole of the last seed counts: here your hole 6 and your opponent&apos;s hole 1 reach 6 on the way, but only hole 2 is captured.</source>
        <translation>Se con l&apos;ultimo seme una buca arriva a 2 o 6 semi, li catturi tutti e li metti nel tuo deposito. Conta solo la buca dell&apos;ultimo seme: qui la tua buca 6 e la buca 1 dell&apos;avversario arrivano a 6 strada facendo, ma catturi solo la buca 2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A hole that held 5 seeds holds 6 after your last seed. Capture 6 seeds.</source>
        <translation>Una buca che aveva 5 semi ne ha 6 dopo il tuo ultimo seme. Cattura 6 semi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hole may just as well be in your own row. Make a capture.</source>
        <translation>La buca può trovarsi anche nella tua fila. Fai una presa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Some players capture only in the opponent&apos;s row. Under this rule, filling your own hole 4 up to 6 captures nothing: make a capture in your opponent&apos;s row.</source>
        <translation>Alcuni giocatori catturano solo nella fila dell&apos;avversario. Con questa regola, portare a 6 la tua buca 4 non cattura nulla: fai una presa nella fila dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player to move has no seed left in their row, the game is over: every seed still on the board goes to the other player. Watch: after these two sowings you cannot move.</source>
        <translation>Quando il giocatore di turno non ha più semi nella sua fila, la partita finisce: tutti i semi rimasti sul tavoliere vanno all&apos;altro giocatore. Guarda: dopo queste due semine non puoi più muovere.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now the other way round: capture your opponent&apos;s last seeds, and every seed left on the board is yours. The player with more seeds in the store wins.</source>
        <translation>Ora il contrario: cattura gli ultimi semi dell&apos;avversario, e tutti i semi rimasti sul tavoliere sono tuoi. Vince chi ha più semi nel deposito.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A capture of 6 seeds is on offer here, but a smaller capture ends the game in your favour. Win the game with this move.</source>
        <translation>Qui c&apos;è una presa di 6 semi a portata di mano, ma una presa più piccola chiude la partita a tuo favore. Vinci la partita con questa mossa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Win the game within two of your turns: keep seeds in your own row, and leave your opponent none.</source>
        <translation>Vinci la partita entro due dei tuoi turni: tieni dei semi nella tua fila e non lasciarne all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seeds leave the board only by capture, so play can go round in circles. When the same position comes up for the third time, the game ends and each player takes the seeds of their own row.</source>
        <translation>I semi lasciano il tavoliere solo con le prese, quindi il gioco può girare in tondo. Quando la stessa posizione si presenta per la terza volta, la partita finisce e ciascun giocatore prende i semi della propria fila.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. &quot;Next round&quot; in the new-game dialog says who starts the next game: each in turn, the loser or the winner.</source>
        <translation>In un incontro le partite si susseguono: ogni nuova partita parte dal tuo deposito, quattro semi per buca, e una buca che non riesci a riempire resta fuori gioco per quella partita. «Partita successiva» nella finestra «Nuova partita» dice chi inizia la partita dopo: a turno, chi ha perso o chi ha vinto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hole of 1 or 5 seeds is a target: one more seed makes it a 2 or a 6. A sowing from your opponent&apos;s hole 6 can end in your hole 2: make a move after which your opponent cannot capture in your row.</source>
        <translation>Una buca con 1 o 5 semi è un bersaglio: un seme in più la porta a 2 o a 6. Una semina dalla buca 6 dell&apos;avversario può finire nella tua buca 2: fa&apos; una mossa dopo la quale l&apos;avversario non possa catturare nella tua fila.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two of your sowings capture 6 seeds. Before you choose, look at what each of them leaves your opponent. Find the best move.</source>
        <translation>Due delle tue semine catturano 6 semi. Prima di scegliere, guarda che cosa lascia all&apos;avversario ciascuna di esse. Trova la mossa migliore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now two of your holes are targets: your opponent can make a 6 in your hole 2 and a 2 in your hole 3. Make a move after which your opponent cannot capture in your row.</source>
        <translation>Ora due delle tue buche sono bersagli: l&apos;avversario può fare 6 nella tua buca 2 e 2 nella tua buca 3. Fa&apos; una mossa dopo la quale l&apos;avversario non possa catturare nella tua fila.</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Mankala lessons: name the seeds as the Mankala lessons do</extracomment>
        <translation>L&apos;ultimo seme è caduto in una tua buca vuota, così il turno è passato all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella tua buca %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>L&apos;ultimo seme è caduto nella buca %1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>L&apos;ultimo seme è caduto altrove.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>La partita non è ancora finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>La partita è finita patta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>La partita è finita, ma l&apos;ha vinta l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed that makes a hole hold 2 or 6: look for a hole holding 1 or 5 where a sowing ends.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Si cattura quando l&apos;ultimo seme porta una buca a 2 o 6 semi: cerca una buca con 1 o 5 semi dove finisca una semina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a sowing whose last seed falls into a hole that holds seeds.</source>
        <translation>Cerca una semina il cui ultimo seme cada in una buca che contiene semi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when the player to move has no seed in their row: look for a move that leaves your opponent none.</source>
        <translation>La partita finisce quando chi deve muovere non ha semi nella sua fila: cerca una mossa che non ne lasci all&apos;avversario.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Questa mossa vale %n seme in meno della migliore. Cerca la mossa migliore.</numerusform>
            <numerusform>Questa mossa vale %n semi in meno della migliore. Cerca la mossa migliore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tuo seme seminando dalla sua buca %1.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n dei tuoi semi seminando dalla sua buca %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>Hai catturato %n seme; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai catturato %n semi; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MankalaRules</name>
    <message>
        <location filename="../resources/games/mankala/MankalaRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Nuove partite con handicap</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Origine e fonti</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>The start: your six holes are the bottom row; your captures go to the store on the right.</source>
        <extracomment>Caption of a board diagram in the Rules dialog</extracomment>
        <translation>L&apos;inizio: le tue sei buche sono la fila in basso; le tue catture vanno nel deposito a destra.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your hole 5: its last seed makes your opponent&apos;s hole 2 hold 2, and you capture both.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.</extracomment>
        <translation>La tua buca 5: il suo ultimo seme porta a 2 i semi della buca 2 dell&apos;avversario, e li catturi entrambi.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Mankala is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end (yours is on your right) that only keeps captured seeds. Whoever captures more seeds wins.</source>
        <translation>Il Mankala si gioca su 2 file di 6 buche, con 4 semi per buca e un deposito a ciascuna estremità (il tuo è quello a destra) che serve solo a conservare i semi catturati. Vince chi cattura più semi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either player may start; you choose in the new-game dialog (South, at the bottom, by default).</source>
        <extracomment>Mankala rules. South is the player at the bottom of the board.</extracomment>
        <translation>Può iniziare l&apos;uno o l&apos;altro giocatore: lo scegli nella finestra «Nuova partita» (salvo scelta diversa, Sud, il giocatore in basso).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, round both rows, skipping the stores. A big handful goes all the way round, its own hole included.</source>
        <translation>Prendi tutti i semi di una delle tue buche e li semini in senso antiorario, uno per buca, lungo entrambe le file, saltando i depositi. Una manciata grande fa il giro completo, buca di partenza compresa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If your last seed lands in a hole, on either side, that held 1 or 5 seeds (now 2 or 6), all its seeds go to your store. Only that hole is captured, and the turn passes: there are no extra moves.</source>
        <translation>Se l&apos;ultimo seme cade in una buca, da una parte o dall&apos;altra, che conteneva 1 o 5 semi (e ora ne ha 2 o 6), tutti i suoi semi vanno nel tuo deposito. Catturi solo quella buca, e poi il turno passa: non giochi mai di nuovo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>When the player to move has no seeds on their side, the game ends and all seeds left on the board go to the other player&apos;s store.</source>
        <translation>Quando il giocatore di turno non ha semi dalla sua parte, la partita finisce e tutti i semi rimasti sul tavoliere vanno nel deposito dell&apos;altro giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the same position occurs a third time, the game ends and each player takes the seeds on their side. More seeds wins; equal is a draw.</source>
        <translation>Se la stessa posizione si ripete per la terza volta, la partita finisce e ciascun giocatore prende i semi dalla sua parte. Vince chi ha più semi; a parità la partita è patta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seeds per hole: 4 (default) or 6.</source>
        <extracomment>Mankala, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Semi per buca: 4 (predefinito) o 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures: in any hole (default) / only on the opponent&apos;s side.</source>
        <extracomment>Mankala, Options list. &quot;Captures&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Prese: in qualsiasi buca (predefinito) / solo nel campo dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mancala games of two rows are played across Africa and Asia. These rules are the first rule set of a Hungarian page on games played on two rows of six holes.</source>
        <extracomment>Rules dialog, Mankala. The source is a Hungarian page on games played on a board of two rows of six holes.</extracomment>
        <translation>I mancala a due file si giocano in tutta l&apos;Africa e l&apos;Asia. Queste regole sono la prima serie di regole di una pagina ungherese sui giochi su due file di sei buche.</translation>
    </message>
</context>
<context>
    <name>MatchBoard</name>
    <message>
        <location filename="../qml/match/MatchBoard.qml" line="+30"/>
        <source>Match over: %1</source>
        <extracomment>The scoreboard&apos;s heading once the match is over: %1 the score</extracomment>
        <translation>Incontro finito: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match, round %1: %2</source>
        <extracomment>The scoreboard&apos;s heading: %1 the round being played, %2 the score</extracomment>
        <translation>Incontro, partita %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>End match</source>
        <translation>Chiudi l&apos;incontro</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1. %2</source>
        <extracomment>A row of the scoreboard: %1 the round, %2 what happened in it</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>MatchTexts</name>
    <message>
        <location filename="../app/match/matchtexts.cpp" line="+13"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South %1 – %2 North</source>
        <extracomment>The match score in rounds won: South&apos;s, then North&apos;s</extracomment>
        <translation>Sud %1 – %2 Nord</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+109"/>
        <source>being played</source>
        <extracomment>The scoreboard&apos;s row of the round being played</extracomment>
        <translation>in corso</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+107"/>
        <source>drawn</source>
        <translation>patta</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>%1 won</source>
        <extracomment>The scoreboard: who won the round (Omweso counts no margin)</extracomment>
        <translation>ha vinto %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won by %n seed(s)</source>
        <extracomment>The scoreboard: %1 who won the round, %n by how many seeds</extracomment>
        <translation>
            <numerusform>ha vinto %1 di %n seme</numerusform>
            <numerusform>ha vinto %1 di %n semi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; carried %2 – %3</source>
        <extracomment>The scoreboard: the seeds each player carried out of the round into the next</extracomment>
        <translation>%1; portati nella successiva %2 – %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is drawn, %1.</source>
        <translation>L&apos;incontro è patto, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2.</source>
        <extracomment>%1 the match&apos;s winner, %2 the score in rounds</extracomment>
        <translation>%1 vince l&apos;incontro, %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loser cannot fill a single hole.</source>
        <extracomment>Why the match ended: the loser&apos;s stock is too small for one hole</extracomment>
        <translation>Chi ha perso non può riempire nemmeno una buca.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 fills %n hole(s): click the holes to fill.</source>
        <extracomment>Refill between rounds. %1 the player (South/North), %n the holes their stock fills</extracomment>
        <translation>
            <numerusform>%1 riempie %n buca: fai clic sulla buca da riempire.</numerusform>
            <numerusform>%1 riempie %n buche: fai clic sulle buche da riempire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n chosen.</source>
        <extracomment>Refill between rounds: how many holes are chosen so far</extracomment>
        <translation>
            <numerusform>%n scelta.</numerusform>
            <numerusform>%n scelte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seed(s) stay in the stock; the other holes are protected.</source>
        <extracomment>Refill between rounds: the seeds too few for a hole stay in the stock</extracomment>
        <translation>
            <numerusform>%n seme resta nella scorta; le altre buche sono protette.</numerusform>
            <numerusform>%n semi restano nella scorta; le altre buche sono protette.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Both players fill every hole.</source>
        <translation>Entrambi i giocatori riempiono tutte le buche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is choosing which holes to fill…</source>
        <extracomment>Refill between rounds, while the computer searches for its best fill</extracomment>
        <translation>%1 sta scegliendo quali buche riempire…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 fills holes %2, chosen at random.</source>
        <extracomment>The Random level&apos;s fill: %1 the player, %2 the holes</extracomment>
        <translation>%1 riempie le buche %2, scelte a caso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: no other choice looks better than filling from the left.</source>
        <translation>%1 riempie le buche %2: nessun&apos;altra scelta sembra migliore che riempire da sinistra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: the search finds a win of the next round from there.</source>
        <translation>%1 riempie le buche %2: la ricerca trova da lì una vittoria nella prossima partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: filling from the left would lose the next round by force.</source>
        <translation>%1 riempie le buche %2: riempiendo da sinistra la prossima partita sarebbe persa per forza.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 fills holes %2: the opponent&apos;s first turn can take at most %n seed(s), not %3.</source>
        <extracomment>%n: the most seeds the opponent&apos;s first turn can take after this fill; %3: after filling from the left</extracomment>
        <translation>
            <numerusform>%1 riempie le buche %2: il primo turno dell&apos;avversario può catturare al massimo %n seme, non %3.</numerusform>
            <numerusform>%1 riempie le buche %2: il primo turno dell&apos;avversario può catturare al massimo %n semi, non %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fills holes %2: the search rates it a little better than filling from the left.</source>
        <translation>%1 riempie le buche %2: la ricerca la giudica un po&apos; migliore che riempire da sinistra.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 fills holes %2: the search rates it %n seed(s) better than filling from the left.</source>
        <extracomment>%n: how many seeds better the search rates this fill (rounded)</extracomment>
        <translation>
            <numerusform>%1 riempie le buche %2: la ricerca la giudica migliore di %n seme che riempire da sinistra.</numerusform>
            <numerusform>%1 riempie le buche %2: la ricerca la giudica migliore di %n semi che riempire da sinistra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds for the next round: South %1, North %2.</source>
        <extracomment>Omweso&apos;s next round: the seeds each player places</extracomment>
        <translation>Biglie per la prossima partita: Sud %1, Nord %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2</source>
        <extracomment>A round of the scoreboard: %1 its number, %2 what happened in it</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The next round is set by the seeds each player places: set them below.</source>
        <extracomment>Between two rounds of a match where each player&apos;s seeds, not holes, are set (Omweso)</extracomment>
        <translation>La prossima partita si imposta con le biglie che ciascun giocatore dispone: impostale qui sotto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 +%2 (%3 – %4)</source>
        <extracomment>The strip&apos;s short scoreboard: %1 who won the round, %2 by how many seeds, %3 – %4 the seeds each carried on</extracomment>
        <translation>%1 +%2 (%3 – %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not finished: does not count</source>
        <extracomment>The scoreboard: the round being played when the players ended the match</extracomment>
        <translation>non finita: non conta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match ends on the rounds won: %1.</source>
        <extracomment>Asked before ending a match: %1 the rounds won (&quot;South 1 – 0 North&quot;)</extracomment>
        <translation>L&apos;incontro si chiude sulle partite vinte: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is not finished: it will not count.</source>
        <extracomment>Asked before ending a match during a round: %1 the round&apos;s number</extracomment>
        <translation>La partita %1 non è finita: non conterà.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 can fill only %n hole(s): take one out first.</source>
        <extracomment>Refill: a hole clicked when as many as the stock fills are chosen</extracomment>
        <translation>
            <numerusform>%1 può riempire solo %n buca: prima togline una.</numerusform>
            <numerusform>%1 può riempire solo %n buche: prima togline una.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only %1&apos;s holes can be chosen: the winner fills every hole.</source>
        <extracomment>Refill: a click on the round winner&apos;s hole; %1 the loser, who chooses</extracomment>
        <translation>Si possono scegliere solo le buche di %1: il vincitore riempie tutte le buche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer chooses %1&apos;s holes.</source>
        <extracomment>Refill: a click on a hole while the computer chooses its own fill</extracomment>
        <translation>Le buche di %1 le sceglie il computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to choose.</source>
        <extracomment>Refill: a click on a hole when every hole is filled</extracomment>
        <translation>Non c&apos;è nulla da scegliere.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/game/MoveList.qml" line="+59"/>
        <source>inaccuracy</source>
        <extracomment>Move list, after a review: the grade of a decision, for a screen reader</extracomment>
        <translation>imprecisione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../app/game/movelistmodel.cpp" line="+62"/>
        <source>S</source>
        <extracomment>The move list: the letter of South, the player at the bottom</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <extracomment>The move list: the letter of North, the player at the top</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1. %2 set-up</source>
        <extracomment>The move list: a player&apos;s set-up of their seeds (Omweso); %1 the turn, %2 S or N</extracomment>
        <translation>%1. %2 disposizione</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../app/board/narration.cpp" line="+60"/>
        <source>%1 sows hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 South or North, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 semina la buca %2: %n seme.</numerusform>
            <numerusform>%1 semina la buca %2: %n semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 sows %3&apos;s hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 semina la buca %2 di %3: %n seme.</numerusform>
            <numerusform>%1 semina la buca %2 di %3: %n semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 picks up %n seed(s) from hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing goes on from a hole; %1 the mover, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 prende %n seme dalla buca %2 e continua la semina.</numerusform>
            <numerusform>%1 prende %n semi dalla buca %2 e continua la semina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 picks up %n seed(s) from %3&apos;s hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing; %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 prende %n seme dalla buca %2 di %3 e continua la semina.</numerusform>
            <numerusform>%1 prende %n semi dalla buca %2 di %3 e continua la semina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 captures %n seed(s) from hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the number of the capturer&apos;s own hole</extracomment>
        <translation>
            <numerusform>%1 cattura %n seme dalla buca %2.</numerusform>
            <numerusform>%1 cattura %n semi dalla buca %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures %n seed(s) from %3&apos;s hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 cattura %n seme dalla buca %2 di %3.</numerusform>
            <numerusform>%1 cattura %n semi dalla buca %2 di %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seeds left in the holes are gathered up.</source>
        <extracomment>Screen reader: at the end, the seeds still in the holes go to the players</extracomment>
        <translation>I semi rimasti nelle buche vengono raccolti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seeds go back into the holes for the next round.</source>
        <extracomment>Screen reader: a match&apos;s next round is set up from the seeds each player won</extracomment>
        <translation>I semi tornano nelle buche per la partita successiva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has set out the seeds.</source>
        <extracomment>Screen reader: Omweso&apos;s set-up; %1 South or North</extracomment>
        <translation>%1 ha disposto le biglie.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose a direction: %n seed(s) in hand.</source>
        <extracomment>Screen reader: Omweso, the seeds in hand wait for a direction</extracomment>
        <translation>
            <numerusform>Scegli il senso: %n biglia in mano.</numerusform>
            <numerusform>Scegli il senso: %n biglie in mano.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sows clockwise.</source>
        <translation>%1 semina in senso orario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sows counter-clockwise.</source>
        <translation>%1 semina in senso antiorario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 makes the second sowing.</source>
        <extracomment>Screen reader: Ali Guli Mane&apos;s second sowing of the turn; %1 South or North</extracomment>
        <translation>%1 fa la seconda semina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves again.</source>
        <extracomment>Screen reader: Kalah&apos;s extra move; %1 South or North</extracomment>
        <translation>%1 gioca di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round is over. %1</source>
        <extracomment>Screen reader: %1 who won it (&quot;South wins.&quot; or &quot;A draw.&quot;)</extracomment>
        <translation>Questa partita è finita. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. %1</source>
        <extracomment>Screen reader: %1 who won (&quot;South wins.&quot; or &quot;A draw.&quot;)</extracomment>
        <translation>La partita è finita. %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+38"/>
        <source>New game: %1</source>
        <translation>Nuova partita: %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Players</source>
        <extracomment>New-game dialog: the heading over who plays and who starts</extracomment>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South (bottom)</source>
        <extracomment>New-game dialog: the player at the bottom</extracomment>
        <translation>Sud (in basso)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>North (top)</source>
        <translation>Nord (in alto)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who starts</source>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match</source>
        <extracomment>New-game dialog: a single game or a match of rounds</extracomment>
        <translation>Incontro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rounds with handicap rematches</source>
        <extracomment>New-game dialog: play rounds, each refilled from what the players captured in the last</extracomment>
        <translation>Partite con rivincite con handicap</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set up a position…</source>
        <extracomment>New-game dialog: open the position editor for this game, with the rules and players chosen here</extracomment>
        <translation>Prepara una posizione…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancel</source>
        <extracomment>New-game dialog: close it without starting a game</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
</context>
<context>
    <name>OmwesoGame</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoGame.qml" line="+13"/>
        <source>Traditional Omweso: no condition</source>
        <extracomment>The new-game dialog: the capture condition&apos;s value without it</extracomment>
        <translation>Omweso tradizionale: nessuna condizione</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Omweso</source>
        <extracomment>A game&apos;s name</extracomment>
        <translation>Omweso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four rows, free set-up, relay sowing and clockwise captures from the aloka holes.</source>
        <extracomment>Home screen, one line on what makes Omweso special</extracomment>
        <translation>Quattro file, biglie disposte a piacere, semina a staffetta e prese in senso orario dalle aloka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Omweso is the four-row mancala of Uganda. Semina&apos;s rules follow an Italian description of a game on four rows of eight holes with aloka holes, played with marbles, that names no game. Its captures need your outer hole in that column to be empty; traditional Omweso, without that condition, is an option.</source>
        <translation>L&apos;Omweso è il mancala a quattro file dell&apos;Uganda. Le regole di Semina seguono una descrizione italiana di un gioco con le biglie su quattro file di otto buche, con le aloka, che non nomina alcun gioco. Per le sue prese la tua buca esterna in quella colonna deve essere vuota; l&apos;Omweso tradizionale, senza questa condizione, è un&apos;opzione.</translation>
    </message>
</context>
<context>
    <name>OmwesoLessons</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoLessons.qml" line="+37"/>
        <source>Set-up and sowing</source>
        <translation>Disposizione e semina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two rows nearest to you are yours: the outer row at the bottom and the inner row by the centre. Before play each player places 32 seeds as they like in their 16 holes, South first, then North.</source>
        <translation>Sono tue le due file dalla tua parte: la fila esterna, in basso, e la fila interna, vicino al centro. Prima di giocare ogni giocatore dispone a piacere le sue 32 biglie nelle 16 buche delle sue due file, prima Sud, poi Nord.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a game you place your seeds with the set-up panel. A left click or Enter on a hole adds a seed, a right click or Backspace takes one back; Even, Random and Last used fill your holes at once, and Done ends your set-up.</source>
        <translation>In partita disponi le tue biglie con il pannello di disposizione. Il clic sinistro o Invio su una buca aggiunge una biglia, il clic destro o Backspace ne toglie una; Uniforme, Casuale e Ultima usata riempiono subito le tue buche, e Fatto chiude la tua disposizione.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place your seeds with a plan. Only a hole with more than one seed can start a turn, and a column whose outer hole is empty cannot be captured, while its full inner hole can capture. Many players fill the inner row and leave some outer holes empty, as here.</source>
        <translation>Disponi le biglie con un piano. Solo una buca con più di una biglia può aprire un turno, e una colonna con la buca esterna vuota non può essere catturata, mentre la sua buca di centro piena può fare presa. Molti giocatori riempiono la fila interna e lasciano vuote alcune buche esterne, come qui.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You start from a hole with more than one seed and sow counter-clockwise round your own two rows: along the outer row to the right, back along the inner row. When the last seed falls into an empty hole, you give up your turn.</source>
        <translation>Prendi in mano tutte le biglie di una buca che ne contiene più di una e le semini una alla volta nelle buche successive delle tue file, seguendo il movimento antiorario: lungo la fila esterna verso destra, poi indietro lungo la fila interna. Se l&apos;ultima biglia finisce in una buca vuota, cedi il tuo turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count before you sow: a hole with 2 seeds reaches the second hole after it. Sow so that your last seed falls into your empty hole 10 and your turn ends there.</source>
        <translation>Conta prima di seminare: una buca con 2 biglie arriva fino alla seconda buca dopo di essa. Semina in modo che l&apos;ultima biglia finisca nella tua buca 10, vuota, e che il tuo turno finisca lì.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When the last seed falls into a hole that holds seeds, you take them all in hand and sow on from the next hole.</source>
        <translation>Se l&apos;ultima biglia finisce in una buca piena, prendi in mano tutte le sue biglie e continui la semina dalla buca successiva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Make a sowing that goes on at least twice.</source>
        <translation>Fai una semina che continui almeno due volte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing goes on for as long as its last seed falls into full holes. Find one that goes on at least four times.</source>
        <translation>La semina continua finché l&apos;ultima biglia finisce in buche piene. Trovane una che continui almeno quattro volte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capture</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your last seed falls into a full hole of your inner row, the outer hole behind it is empty, and both of your opponent&apos;s holes across the centre hold seeds: you capture them. You sow the captured seeds on from the hole after the one your lap started from.</source>
        <translation>La tua ultima biglia finisce in una buca di centro piena, la buca esterna dietro di essa è vuota e le due buche dell&apos;avversario al di là del centro sono entrambe provviste di biglie: sono in presa, e le catturi. Con le biglie catturate continui la semina dalla buca successiva a quella da cui è partito il giro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The outer hole behind must be empty once your lap is sown. From your hole 5 the lap drops a seed into your hole 8 on its way, so it does not capture. Make a capture.</source>
        <translation>La buca esterna dietro deve essere vuota a giro finito. Dalla tua buca 5 il giro lascia strada facendo una biglia nella tua buca 8, quindi non fa presa. Fai una presa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The captured seeds you sow on may end in a capture again. Make two captures in one turn.</source>
        <translation>Le biglie catturate che continui a seminare possono finire di nuovo in una presa. Fai due prese in un solo turno.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Traditional Omweso does not ask for the empty outer hole. Under this rule, capture across the centre although your hole 8 holds seeds.</source>
        <translation>L&apos;Omweso tradizionale non chiede che la buca esterna sia vuota. Con questa regola, fai una presa al di là del centro anche se la tua buca 8 contiene biglie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The aloka holes</source>
        <translation>Le aloka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The four holes at your left are the aloka holes. A lap that starts from one of them may go clockwise, but only if it ends in a capture.</source>
        <translation>Le 4 buche situate alla tua sinistra sono le aloka. Un giro che parte da una di esse può andare in senso orario, ma solo a condizione di finire in una presa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Make a clockwise capture from an aloka hole.</source>
        <translation>Fai una presa in senso orario partendo da un&apos;aloka.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This also holds in the middle of a turn: when you sow on from an aloka hole and a clockwise lap would capture, you choose the direction. Make a sowing that brings you to such a choice.</source>
        <translation>Vale anche nel mezzo di un turno: quando continui la semina da un&apos;aloka piena e un giro in senso orario farebbe presa, scegli tu il senso. Fai una semina che ti porti a questa scelta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hold 3 seeds to sow on from your hole 2. Choose the direction that captures.</source>
        <translation>Hai in mano 3 biglie da seminare a partire dalla tua buca 2. Scegli il senso che fa presa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who has no seeds left, or only single seeds, when their turn begins has lost. Capture your opponent&apos;s last holes with more than one seed.</source>
        <translation>Chi, quando comincia il suo turno, non ha più biglie, o ha soltanto delle biglie isolate, ha perso. Cattura le ultime buche dell&apos;avversario che hanno più di una biglia.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Here your opponent has three holes with more than one seed, and only one turn of yours captures them all. Find it: leave your opponent only single seeds.</source>
        <translation>Qui l&apos;avversario ha tre buche con più di una biglia, e solo uno dei tuoi turni le cattura tutte. Trovalo: lascia all&apos;avversario soltanto biglie isolate.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your opponent&apos;s two holes with more than one seed lie in two columns, so one capture is not enough. Look for a turn whose captures take both columns.</source>
        <translation>Le due buche dell&apos;avversario con più di una biglia stanno in due colonne diverse, quindi una sola presa non basta. Cerca un turno le cui prese catturino entrambe le colonne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the same position comes up for the third time, the game ends in a draw. Here each player&apos;s only move shifts their seeds one hole on: after 16 turns each the board is as it was, and after 32 the game is drawn.</source>
        <translation>Quando la stessa posizione si presenta per la terza volta, la partita finisce patta. Qui l&apos;unica mossa di ciascun giocatore sposta le sue biglie di una buca: dopo 16 turni a testa il tavoliere è com&apos;era, e dopo 32 la partita è patta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Your hole 5 is your only start here, and its sowing would never end: when your turn comes, you have no move and lose.</source>
        <translation>La semina può continuare a girare in tondo all&apos;infinito, perciò un turno può contare al massimo 1000 giri di semina, e una semina che non finirebbe mai non è ammessa. Qui puoi partire solo dalla tua buca 5, e quella semina non finirebbe mai: quando tocca a te, non hai mosse e perdi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In a match the handicap is in the set-up: the loser of a round places four seeds more in the next one and the winner four fewer, from 20 up to 44 each. Here you lost the round before and place 36 seeds, your opponent 28.</source>
        <translation>In un incontro l&apos;handicap sta nella disposizione: chi perde una partita dispone quattro biglie in più nella successiva e chi vince quattro in meno, da 20 fino a 44 ciascuno. Qui hai perso la partita prima e disponi 36 biglie, l&apos;avversario 28.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keeping your seeds safe</source>
        <translation>Tenere al sicuro le biglie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two holes of one of your columns are open to capture when both hold seeds and, across the centre, your opponent&apos;s inner hole is full and the outer one behind it is empty. Here your opponent&apos;s lap ends in that inner hole and takes your holes 7 and 10.</source>
        <translation>Due buche di una tua colonna sono in presa quando sono entrambe provviste di biglie e, al di là del centro, la buca di centro dell&apos;avversario è piena e la buca esterna dietro di essa è vuota. Qui il giro dell&apos;avversario finisce in quella buca di centro e cattura le tue buche 7 e 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now it is your move. A column with an empty hole cannot be captured, which is why a good set-up leaves no pair open to capture: make a move after which your opponent captures nothing.</source>
        <translation>Ora tocca a te. Una colonna con una buca vuota non può essere catturata, ed è per questo che una buona disposizione non lascia coppie in presa: fai una mossa dopo la quale l&apos;avversario non catturi niente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your holes 1 and 16 and your holes 4 and 13 are both open to capture, but only one of these pairs can be taken by a lap of your opponent&apos;s. Find it and make a move after which your opponent captures nothing.</source>
        <translation>Sono in presa sia le tue buche 1 e 16 sia le tue buche 4 e 13, ma un giro dell&apos;avversario può catturare solo una di queste coppie. Trovala e fai una mossa dopo la quale l&apos;avversario non catturi niente.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three of your holes capture the same 8 seeds, but your holes 5 and 12 are open to capture. Choose the capture that also leaves your opponent nothing to take.</source>
        <translation>Tre delle tue buche catturano le stesse 8 biglie, ma le tue buche 5 e 12 sono in presa. Scegli la presa che non lasci all&apos;avversario niente da catturare.</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Omweso lessons: name the seeds as the Omweso lessons do</extracomment>
        <translation>L&apos;ultima biglia è caduta in una tua buca vuota, così il turno è passato all&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>L&apos;ultima biglia è caduta nella tua buca %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>L&apos;ultima biglia è caduta nella buca %1 dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>L&apos;ultima biglia è caduta altrove.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>La partita non è ancora finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>La partita è finita patta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>La partita è finita, ma l&apos;ha vinta l&apos;avversario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed in a full inner hole whose outer hole is empty, facing two full holes: look for a lap that ends there.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Si cattura quando l&apos;ultima biglia cade in una buca interna piena, con la buca esterna vuota, di fronte a due buche piene: cerca un giro che finisca lì.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing goes on when its last seed falls into a hole that held seeds: look for laps that end in full holes.</source>
        <translation>La semina continua quando l&apos;ultima biglia cade in una buca che conteneva biglie: cerca giri che finiscano in buche piene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player with no hole of two or more seeds has lost: look for captures that leave your opponent only single seeds.</source>
        <translation>Chi non ha nessuna buca con due o più biglie ha perso: cerca prese che lascino all&apos;avversario solo biglie isolate.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Questa mossa vale %n biglia in meno della migliore. Cerca la mossa migliore.</numerusform>
            <numerusform>Questa mossa vale %n biglie in meno della migliore. Cerca la mossa migliore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tua biglia.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n delle tue biglie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Ora l&apos;avversario può catturare %n tua biglia seminando dalla sua buca %1.</numerusform>
            <numerusform>Ora l&apos;avversario può catturare %n delle tue biglie seminando dalla sua buca %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>Hai catturato %n biglia; il compito ne chiede almeno %1.</numerusform>
            <numerusform>Hai catturato %n biglie; il compito ne chiede almeno %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OmwesoRules</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>Il tavoliere</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La semina</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Nuove partite con handicap</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Origine e fonti</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your loop is the two bottom rows; the ringed holes on your left are your aloka holes.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. Aloka holes are four special holes of each player.</extracomment>
        <translation>Il tuo anello sono le due file in basso; le buche cerchiate alla tua sinistra sono le tue aloka.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your hole 6: its three seeds go on round your loop, and the last falls into an empty hole, so the turn ends.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>La tua buca 6: le sue tre biglie proseguono nel tuo anello e l&apos;ultima finisce in una buca vuota, così cedi il turno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last seed fills an inner hole whose outer hole is empty, across from two full holes: you take their seeds and sow them on.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.</extracomment>
        <translation>L&apos;ultima biglia finisce in una buca di centro piena con la buca esterna vuota, di fronte a due buche piene: sono in presa, prendi le loro biglie e continui a seminarle.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hole 2: each last seed that falls into a full hole takes up its seeds, until one falls into an empty hole.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.</extracomment>
        <translation>La tua buca 2: ogni ultima biglia che cade in una buca piena ne riprende le biglie, finché una cade in una buca vuota.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>From your aloka hole 15, clockwise: the lap ends in a capture, so it may go this way.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.</extracomment>
        <translation>Dalla tua aloka 15, in senso orario: il giro finisce in una presa, quindi può andare in questo senso.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Omweso is played on 4 rows of 8 holes with 64 seeds. Each player owns the two rows on their side, the outer row (nearest to them) and the inner row (by the centre), which form a closed loop of 16 holes: you only ever sow in your own loop. The four holes on your left are your aloka holes. Seeds never leave the board; you win when your opponent cannot move.</source>
        <translation>L&apos;Omweso si gioca su 4 file di 8 buche con 64 biglie. Ogni giocatore possiede le due file dalla sua parte, la fila esterna (la più vicina a lui) e la fila interna (verso il centro), che formano un anello chiuso di 16 buche: semini sempre e solo nel tuo anello. Le quattro buche alla tua sinistra sono le tue aloka. Le biglie non lasciano mai il tavoliere; vinci quando l&apos;avversario non può più muovere.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up</source>
        <extracomment>Heading in the Rules dialog: placing the seeds before the game</extracomment>
        <translation>La disposizione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start your turn from one of your holes with more than one seed: take all its seeds and sow them one per hole, counter-clockwise round your loop (right along your outer row, left along your inner row). A big handful goes round and into its own hole too.</source>
        <translation>Cominci il turno da una delle tue buche con più di una biglia: prendi in mano tutte le sue biglie e le semini una per buca, seguendo il movimento antiorario lungo il tuo anello (verso destra nella fila esterna, verso sinistra in quella interna). Una manciata grande fa il giro completo e lascia una biglia anche nella buca di partenza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seed in an empty hole: your turn ends.</source>
        <translation>Ultima biglia in una buca vuota: cedi il tuo turno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>When the last seed makes one of your inner holes hold two or more, your outer hole in that column is empty and both opponent holes facing that column hold seeds, you capture them: take all their seeds and sow them on in your loop, from the hole after the one the capturing lap started from.</source>
        <extracomment>Omweso rules. A lap is one handful sown one seed per hole.</extracomment>
        <translation>Quando l&apos;ultima biglia porta a due o più biglie una delle tue buche interne, la tua buca esterna della stessa colonna è vuota ed entrambe le buche avversarie di fronte a quella colonna contengono biglie, queste sono in presa: prendi in mano tutte le loro biglie e continui a seminarle nel tuo anello, a partire dalla buca successiva a quella da cui era partito il giro che ha fatto la presa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When the last seed makes a hole hold two or more and there is no capture, pick up all the seeds of that hole and sow on from the next hole.</source>
        <translation>Quando l&apos;ultima biglia porta una buca a due o più biglie e non c&apos;è presa, prendi in mano tutte le biglie di quella buca e continui la semina dalla buca successiva.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A lap starting from one of your aloka holes (your chosen hole, a relay or a sowing of captured seeds) may go clockwise instead, but only if that clockwise lap ends in a capture; then you choose. All other laps go counter-clockwise.</source>
        <translation>Un giro che parte da una delle tue aloka (la buca scelta, una staffetta o la semina delle biglie catturate) può andare invece in senso orario, ma solo se quel giro in senso orario finisce in una presa; allora scegli tu il senso. Tutti gli altri giri vanno in senso antiorario.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Aloka holes</source>
        <extracomment>Heading in the Rules dialog. Aloka holes are four special holes of each player.</extracomment>
        <translation>Le aloka</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Each player places 32 seeds freely in their 16 holes (empty holes are allowed), South first, then North. Then South moves. In a match the seeds are the handicap: the loser of a round places 4 more in the next, the winner 4 fewer (36 and 28 after the first round), never fewer than 20 or more than 44.</source>
        <extracomment>Omweso rules. South is the player at the bottom of the board, North the one at the top.</extracomment>
        <translation>Ogni giocatore dispone a piacere 32 biglie nelle sue 16 buche (si possono lasciare buche vuote), prima Sud, poi Nord. Poi muove Sud. In un incontro le biglie sono l&apos;handicap: chi perde una partita ne dispone 4 in più nella successiva, chi vince 4 in meno (36 e 28 dopo la prima partita), mai meno di 20 né più di 44.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>A player with no hole of more than one seed at the start of their turn loses. The same position occurring a third time is a draw.</source>
        <translation>Perde il giocatore che all&apos;inizio del proprio turno non ha nessuna buca con più di una biglia. Se la stessa posizione si ripete per la terza volta, la partita è patta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may sow at most 1,000 laps: a move that would never end is not allowed and is not offered. A player with no allowed move loses.</source>
        <translation>Un turno può contare al massimo 1000 giri di semina: una mossa che non finirebbe mai non è ammessa e non viene proposta. Perde il giocatore che non ha mosse ammesse.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture condition: outer hole must be empty (default) / traditional Omweso: no condition, so a capture does not need your outer hole in that column to be empty.</source>
        <extracomment>Omweso, Options list. &quot;Capture condition&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Condizione di presa: la buca esterna deve essere vuota (predefinito) / Omweso tradizionale: nessuna condizione, cioè per una presa non occorre che la tua buca esterna di quella colonna sia vuota.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rounds make up a match. Each round starts with a new set-up: the loser of the round before places 4 more seeds, the winner 4 fewer, never fewer than 20 or more than 44 (you may change the split before the round starts); after a drawn round it stays. The player who did not start the round before starts. The match never ends by itself: you stop it; the score is the number of rounds won.</source>
        <extracomment>Rules dialog, Omweso&apos;s match play: the handicap is the number of seeds each places (docs/rules.md)</extracomment>
        <translation>Più partite formano un incontro. Ogni partita comincia con una nuova disposizione: chi ha perso la partita precedente dispone 4 biglie in più, chi ha vinto 4 in meno, mai meno di 20 né più di 44 (potete cambiare la ripartizione prima che la partita cominci); dopo una partita patta resta uguale. Comincia il giocatore che non ha cominciato la partita precedente. L&apos;incontro non finisce da solo: lo fermate voi; il punteggio è il numero di partite vinte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Omweso is the four-row mancala of Uganda. These rules follow an Italian description of a four-row game with aloka holes that names no game; its captures need the outer hole to be empty, which Omweso&apos;s do not.</source>
        <extracomment>Rules dialog, Omweso. The source is an Italian description that gives the game no name.</extracomment>
        <translation>L&apos;Omweso è il mancala a quattro file dell&apos;Uganda. Queste regole seguono una descrizione italiana di un gioco a quattro file con le aloka, che non nomina alcun gioco; per le sue prese la buca esterna deve essere vuota, per quelle dell&apos;Omweso no.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Relay sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>La semina a staffetta</translation>
    </message>
</context>
<context>
    <name>OptionCatalog</name>
    <message>
        <location filename="../app/catalog/optioncatalog.cpp" line="+47"/>
        <source>Next round</source>
        <translation>Partita successiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts the next round of a handicap rematch.</source>
        <translation>Chi inizia la partita successiva di una serie con handicap.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Players alternate</source>
        <translation>I giocatori si alternano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser starts</source>
        <translation>Inizia chi ha perso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner starts</source>
        <translation>Inizia chi ha vinto</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Holes per player</source>
        <translation>Buche per giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The length of each row.</source>
        <translation>La lunghezza di ogni fila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ending in your own empty hole takes that seed and the facing hole&apos;s seeds.</source>
        <translation>Se finisci in una tua buca vuota, catturi quel seme e i semi della buca antistante.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Even when the facing hole is empty</source>
        <translation>Anche quando la buca antistante è vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when the facing hole has seeds</source>
        <translation>Solo quando la buca antistante contiene semi</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Captures</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a last seed that makes two or six captures.</source>
        <translation>Dove cattura l&apos;ultimo seme che porta una buca a due o a sei.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In any hole</source>
        <translation>In qualsiasi buca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only on the opponent&apos;s side</source>
        <translation>Solo nel campo dell&apos;avversario</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Second sowing</source>
        <translation>Seconda semina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a player sows a second time in a turn.</source>
        <translation>Quando un giocatore fa la seconda semina del turno.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Always</source>
        <translation>Sempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only after a capture</source>
        <translation>Solo dopo una presa</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Direction</source>
        <translation>Senso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way a sowing may go.</source>
        <translation>In quale senso può andare una semina.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Either way, the player chooses</source>
        <translation>In entrambi i sensi, a scelta del giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise only</source>
        <translation>Solo in senso antiorario</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Empty capture hole</source>
        <translation>Buca di presa vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a Saada takes when the hole after the empty one is empty.</source>
        <translation>Che cosa cattura una Saada quando anche la buca dopo quella vuota è vuota.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Still the facing hole</source>
        <translation>Si cattura comunque la buca antistante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nulla</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Capture condition</source>
        <translation>Condizione di presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a capture needs your outer hole in that column to be empty.</source>
        <translation>Se per una presa la tua buca esterna di quella colonna deve essere vuota.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Outer hole must be empty</source>
        <translation>La buca esterna deve essere vuota</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <location filename="../qml/game/PlayerCard.qml" line="+128"/>
        <source>seeds</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds on their own side (Omweso)</extracomment>
        <translation>
            <numerusform>biglia</numerusform>
            <numerusform>biglie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>in store</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds in their store, sown there and captured (Kalah)</extracomment>
        <translation>
            <numerusform>nel deposito</numerusform>
            <numerusform>nel deposito</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captured</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds they captured</extracomment>
        <translation>
            <numerusform>catturato</numerusform>
            <numerusform>catturati</numerusform>
        </translation>
    </message>
    <message>
        <location line="-30"/>
        <source>thinking…</source>
        <extracomment>On the card of the player whose turn it is</extracomment>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to move</source>
        <translation>di turno</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../app/game/players.cpp" line="+70"/>
        <location line="+21"/>
        <source>Unknown computer level &quot;%1&quot; for this game.</source>
        <translation>Livello del computer &quot;%1&quot; sconosciuto per questo gioco.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/editor/positioneditor.cpp" line="+127"/>
        <source>A turn begins</source>
        <extracomment>Position editor: what is due, the usual case</extracomment>
        <translation>Inizia un turno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The second sowing of the turn</source>
        <extracomment>Position editor: what is due (Ali Guli Mane&apos;s two sowings a turn)</extracomment>
        <translation>La seconda semina del turno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setting out the seeds</source>
        <extracomment>Position editor: what is due (Omweso: the player to move places their seeds next)</extracomment>
        <translation>La disposizione dei semi</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>These rules do not fit together.</source>
        <translation>Queste regole non vanno d&apos;accordo tra loro.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Hole %1 of %2 holds %n seed(s), but the whole game has only %3.</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North, %3 all the seeds of the game</extracomment>
        <translation>
            <numerusform>La buca %1 di %2 contiene %n seme, ma l&apos;intero gioco ne ha solo %3.</numerusform>
            <numerusform>La buca %1 di %2 contiene %n semi, ma l&apos;intero gioco ne ha solo %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The stock of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>La scorta di %1 contiene %n seme, ma l&apos;intero gioco ne ha solo %2.</numerusform>
            <numerusform>La scorta di %1 contiene %n semi, ma l&apos;intero gioco ne ha solo %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The store of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>Il deposito di %1 contiene %n seme, ma l&apos;intero gioco ne ha solo %2.</numerusform>
            <numerusform>Il deposito di %1 contiene %n semi, ma l&apos;intero gioco ne ha solo %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game keeps no seeds in stores.</source>
        <translation>Questo gioco non tiene semi nei depositi.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Hole %1 of %2 is protected, so it must be empty, but it holds %n seed(s).</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North</extracomment>
        <translation>
            <numerusform>La buca %1 di %2 è protetta, quindi deve essere vuota, ma contiene %n seme.</numerusform>
            <numerusform>La buca %1 di %2 è protetta, quindi deve essere vuota, ma contiene %n semi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no protected holes.</source>
        <translation>Questo gioco non ha buche protette.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hole of %1 is protected: at least one must stay in play.</source>
        <translation>Tutte le buche di %1 sono protette: almeno una deve restare in gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has no such phase.</source>
        <translation>Questo gioco non ha questa fase.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 sets out their seeds next, so their holes must be empty, but they hold %n seed(s).</source>
        <extracomment>Position editor: %1 South or North, who sets out their seeds next</extracomment>
        <translation>
            <numerusform>Ora %1 dispone i suoi semi, quindi le sue buche devono essere vuote, ma contengono %n seme.</numerusform>
            <numerusform>Ora %1 dispone i suoi semi, quindi le sue buche devono essere vuote, ma contengono %n semi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s) with those still to be set out, but the game is played with %1.</source>
        <extracomment>Position editor, Omweso&apos;s set-up: %1 the seeds the game is played with</extracomment>
        <translation>
            <numerusform>C&apos;è %n seme, contando quelli ancora da disporre, ma il gioco si gioca con %1.</numerusform>
            <numerusform>Ci sono %n semi, contando quelli ancora da disporre, ma il gioco si gioca con %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n seed(s), but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.</source>
        <extracomment>Position editor: %1 the game&apos;s seeds, %2 the seeds of one hole, %3 the fewest with a handicap</extracomment>
        <translation>
            <numerusform>C&apos;è %n seme, ma il gioco si gioca con %1, o con un handicap con %2 in meno per buca, fino a %3.</numerusform>
            <numerusform>Ci sono %n semi, ma il gioco si gioca con %1, o con un handicap con %2 in meno per buca, fino a %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s), but the game is played with %1.</source>
        <translation>
            <numerusform>C&apos;è %n seme, ma il gioco si gioca con %1.</numerusform>
            <numerusform>Ci sono %n semi, ma il gioco si gioca con %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The holes of %1 are empty: the game would be over at once.</source>
        <translation>Le buche di %1 sono vuote: la partita finirebbe subito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no legal move: the game would be over at once.</source>
        <translation>Tocca a %1, che però non ha mosse valide: la partita finirebbe subito.</translation>
    </message>
</context>
<context>
    <name>ProgressBook</name>
    <message numerus="yes">
        <location filename="../qml/lesson/ProgressBook.qml" line="+27"/>
        <source>%1 of %n step(s) done · %2 of %3 stars</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: %1 steps done of all its steps (%n), %2 stars earned of the most, %3</extracomment>
        <translation>
            <numerusform>%1 di %n passo fatto · %2 di %3 stelle</numerusform>
            <numerusform>%1 di %n passi fatti · %2 di %3 stelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n try(s)</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: the tries judged at its tasks</extracomment>
        <translation>
            <numerusform>%n tentativo</numerusform>
            <numerusform>%n tentativi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %2, %n try(s)</source>
        <extracomment>The teacher&apos;s view, a task: %1 its number, %2 its stars (★★☆), %n the tries</extracomment>
        <translation>
            <numerusform>%1: %2, %n tentativo</numerusform>
            <numerusform>%1: %2, %n tentativi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: seen</source>
        <extracomment>The teacher&apos;s view, a step that shows, watched: %1 its number</extracomment>
        <translation>%1: visto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not yet</source>
        <extracomment>The teacher&apos;s view, a step not done yet: %1 its number</extracomment>
        <translation>%1: non ancora</translation>
    </message>
</context>
<context>
    <name>ProgressExport</name>
    <message>
        <location filename="../qml/lesson/ProgressExport.qml" line="+32"/>
        <source>Export your progress</source>
        <extracomment>Export my progress…: the first step, the learner&apos;s name</extracomment>
        <translation>Esporta i tuoi progressi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your name: your teacher reads it first.</source>
        <translation>Scrivi il tuo nome: l&apos;insegnante lo legge per primo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your stars, tries and the steps you have done in every game&apos;s lessons go into one file for your teacher.</source>
        <extracomment>Export my progress…: what the file holds</extracomment>
        <translation>Le tue stelle, i tuoi tentativi e i passi che hai fatto nelle lezioni di ogni gioco vanno in un unico file per il tuo insegnante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name</source>
        <extracomment>Export my progress…: the learner&apos;s name field</extracomment>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save your progress</source>
        <extracomment>Title of the file dialog that saves the learner&apos;s progress</extracomment>
        <translation>Salva i tuoi progressi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Semina progress (*.semina-progress)</source>
        <extracomment>The file dialog&apos;s filter for a learner&apos;s progress files</extracomment>
        <translation>Progressi di Semina (*.semina-progress)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress is in %1.</source>
        <extracomment>Said once the learner&apos;s progress is written: %1 the file</extracomment>
        <translation>I tuoi progressi sono in %1.</translation>
    </message>
</context>
<context>
    <name>ProgressFile</name>
    <message>
        <location filename="../app/lesson/progressfile.cpp" line="+126"/>
        <source>The file is not JSON: %1 at character %2.</source>
        <translation>Il file non è JSON: %1 al carattere %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a learner&apos;s progress: it has no &quot;format&quot;: &quot;semina-progress&quot;.</source>
        <translation>Questi non sono i progressi di un allievo: manca &quot;format&quot;: &quot;semina-progress&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This Semina reads progress files of version %1; this one says %2.</source>
        <translation>Questo Semina legge file di progressi della versione %1; questo indica: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file names no learner.</source>
        <translation>Il file non indica nessun allievo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Book %1, lesson %2: a step is not written as Semina writes it.</source>
        <translation>Libro %1, lezione %2: un passo non è scritto come lo scrive Semina.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Book %1 has no key or title.</source>
        <translation>Il libro %1 non ha chiave o titolo.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The puzzles&apos; part is not written as Semina writes it.</source>
        <translation>La parte dei rompicapi non è scritta come la scrive Semina.</translation>
    </message>
</context>
<context>
    <name>ProgressFiles</name>
    <message>
        <location line="+28"/>
        <source>Give the learner&apos;s name: the teacher reads it first.</source>
        <translation>Scrivi il nome dell&apos;allievo: l&apos;insegnante lo legge per primo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The progress cannot be written here.</source>
        <translation>Qui i progressi non si possono scrivere.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The progress could not be written to %1: %2</source>
        <translation>Non è stato possibile scrivere i progressi in %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file %1 cannot be read: %2</source>
        <translation>Il file %1 non si può leggere: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is larger than 8 MiB: it is no learner&apos;s progress.</source>
        <translation>Il file supera 8 MiB: non sono i progressi di un allievo.</translation>
    </message>
</context>
<context>
    <name>ProgressReport</name>
    <message>
        <location filename="../qml/lesson/ProgressReport.qml" line="+46"/>
        <source>Open a learner&apos;s progress</source>
        <extracomment>Title of the file dialog that opens a learner&apos;s progress file</extracomment>
        <translation>Apri i progressi di un allievo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina progress (*.semina-progress)</source>
        <translation>Progressi di Semina (*.semina-progress)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Learner&apos;s progress</source>
        <extracomment>Title of the message when a learner&apos;s progress file cannot be opened</extracomment>
        <translation>Progressi dell&apos;allievo</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Progress of %1</source>
        <extracomment>The teacher&apos;s view of a learner&apos;s progress: %1 the learner&apos;s name</extracomment>
        <translation>Progressi di %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Exported %1</source>
        <extracomment>The teacher&apos;s view: when the learner wrote the file (%1 a date and time)</extracomment>
        <translation>Esportato il %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Puzzles</source>
        <extracomment>The teacher&apos;s view: the heading of the puzzles&apos; results</extracomment>
        <translation>Rompicapi</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: rating %2, %3 of %n tried solved at once, best streak %4</source>
        <extracomment>The teacher&apos;s view, a game&apos;s puzzles: %1 the game, %2 the rating, %3 solved at the first try of %n tried, %4 the best streak</extracomment>
        <translation>
            <numerusform>%1: valutazione %2, %3 su %n tentato risolto al primo colpo, serie migliore %4</numerusform>
            <numerusform>%1: valutazione %2, %3 su %n tentati risolti al primo colpo, serie migliore %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleScreen</name>
    <message>
        <location filename="../qml/puzzle/PuzzleScreen.qml" line="+64"/>
        <source>← Games</source>
        <extracomment>Back to the list of games</extracomment>
        <translation>← Giochi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Puzzles: %1</source>
        <extracomment>The puzzles screen&apos;s title: %1 the game</extracomment>
        <translation>Rompicapi: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your rating: %1</source>
        <extracomment>Puzzles: the player&apos;s rating</extracomment>
        <translation>La tua valutazione: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Streak: %n</source>
        <extracomment>Puzzles: puzzles solved at the first try in a row</extracomment>
        <translation>
            <numerusform>Serie: %n</numerusform>
            <numerusform>Serie: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Best streak: %n</source>
        <extracomment>Puzzles: the longest streak so far</extracomment>
        <translation>
            <numerusform>Serie migliore: %n</numerusform>
            <numerusform>Serie migliore: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 of %n tried solved at once</source>
        <extracomment>Puzzles: %1 solved at the first try, of %n tried</extracomment>
        <translation>
            <numerusform>%1 su %n tentato risolto al primo colpo</numerusform>
            <numerusform>%1 su %n tentati risolti al primo colpo</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Puzzle rating: %1</source>
        <extracomment>Puzzles: this puzzle&apos;s difficulty rating</extracomment>
        <translation>Difficoltà del rompicapo: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Themes: %1</source>
        <extracomment>Puzzles: this puzzle&apos;s themes (shown once tried, so that they do not give it away)</extracomment>
        <translation>Temi: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Press Try again, or Next puzzle.</source>
        <extracomment>Puzzles: a click on the board when it takes no move</extracomment>
        <translation>Premi Riprova, oppure Rompicapo successivo.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Show the answer</source>
        <extracomment>Puzzles: play the answer on the board</extracomment>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next puzzle</source>
        <extracomment>Puzzles: go on to another puzzle</extracomment>
        <translation>Rompicapo successivo</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <location filename="../app/puzzle/puzzlesession.cpp" line="+28"/>
        <source>capture</source>
        <extracomment>A puzzle&apos;s theme: its answer captures</extracomment>
        <translation>cattura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extra move</source>
        <extracomment>A puzzle&apos;s theme: its answer earns another move (Kalah)</extracomment>
        <translation>mossa in più</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relay sowing</source>
        <extracomment>A puzzle&apos;s theme: its answer sows on in relay laps</extracomment>
        <translation>semina a staffetta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saada</source>
        <extracomment>A puzzle&apos;s theme: a Saada capture (Ali Guli Mane)</extracomment>
        <translation>Saada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>aloka capture</source>
        <extracomment>A puzzle&apos;s theme: a clockwise capture from an aloka hole (Omweso)</extracomment>
        <translation>cattura dall&apos;aloka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>denying the opponent</source>
        <extracomment>A puzzle&apos;s theme: the answer leaves the opponent the least</extracomment>
        <translation>togliere spazio all&apos;avversario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>endgame</source>
        <extracomment>A puzzle&apos;s theme: an endgame to win</extracomment>
        <translation>finale</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This game has no puzzles.</source>
        <translation>Questo gioco non ha rompicapi.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The puzzles of this game could not be read (line %1).</source>
        <translation>Non è stato possibile leggere i rompicapi di questo gioco (riga %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>Your turn: find the best way to play the whole turn (%n decision(s) to find).</source>
        <extracomment>A puzzle&apos;s task when the answer is a whole turn of several decisions (%n of them with a choice)</extracomment>
        <translation>
            <numerusform>Tocca a te: trova il modo migliore di giocare tutto il turno (%n mossa da trovare).</numerusform>
            <numerusform>Tocca a te: trova il modo migliore di giocare tutto il turno (%n mosse da trovare).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: find the best move. One move is clearly better than every other.</source>
        <extracomment>A puzzle&apos;s task: one decision is clearly the best</extracomment>
        <translation>Tocca a te: trova la mossa migliore. Una mossa è chiaramente migliore di tutte le altre.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Solved. The rating moves only at a puzzle&apos;s first try.</source>
        <extracomment>A puzzle solved after an earlier try (the rating moves only at the first)</extracomment>
        <translation>Risolto. La valutazione cambia solo al primo tentativo di un rompicapo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved! Your rating is now %1 (%2).</source>
        <extracomment>A puzzle solved at the first try: %1 the player&apos;s new rating, %2 its change (+12)</extracomment>
        <translation>Risolto! La tua valutazione ora è %1 (%2).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not the best move here. Weighing it…</source>
        <extracomment>A puzzle missed, while the engine weighs the move</extracomment>
        <translation>Non è la mossa migliore qui. La sto valutando…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not the best move here.</source>
        <translation>Non è la mossa migliore qui.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not the best: that move gives away %n seed(s) against the best one.</source>
        <translation>
            <numerusform>Non è la migliore: quella mossa cede %n seme rispetto alla migliore.</numerusform>
            <numerusform>Non è la migliore: quella mossa cede %n semi rispetto alla migliore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not the best: by the engine&apos;s estimate that move gives away about %n seed(s) against the best one.</source>
        <extracomment>A puzzle missed (the search&apos;s estimate): %n the seeds the move gives away against the best</extracomment>
        <translation>
            <numerusform>Non è la migliore: secondo la stima del programma quella mossa cede circa %n seme rispetto alla migliore.</numerusform>
            <numerusform>Non è la migliore: secondo la stima del programma quella mossa cede circa %n semi rispetto alla migliore.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>That was the answer. Try it yourself, or go on to the next puzzle.</source>
        <extracomment>After the answer was shown on the board</extracomment>
        <translation>Questa era la soluzione. Provala tu, oppure passa al rompicapo successivo.</translation>
    </message>
</context>
<context>
    <name>RefillPanel</name>
    <message>
        <location filename="../qml/match/RefillPanel.qml" line="+32"/>
        <source>Hole %1, filled</source>
        <extracomment>A hole chosen to be filled for the next round</extracomment>
        <translation>Buca %1, riempita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1, protected</source>
        <extracomment>A hole left protected for the next round</extracomment>
        <translation>Buca %1, protetta</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;Round %1.&lt;/b&gt; %2</source>
        <extracomment>Between two rounds of a match: %1 the round about to start, %2 how it is set up (the refill, or Omweso&apos;s seeds)</extracomment>
        <translation>&lt;b&gt;Partita %1.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>South&apos;s seeds</source>
        <translation>Semi di Sud</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>North&apos;s seeds: %1</source>
        <extracomment>Omweso&apos;s next round: North places the rest of the seeds</extracomment>
        <translation>Semi di Nord: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End match</source>
        <translation>Chiudi l&apos;incontro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start round %1</source>
        <extracomment>Starts the next round of a match: %1 its number</extracomment>
        <translation>Inizia la partita %1</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../qml/game/ReplayBar.qml" line="+69"/>
        <location line="+6"/>
        <source>Play from here?</source>
        <extracomment>Asked before play goes on from an earlier position of the game</extracomment>
        <translation>Giocare da qui?</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>The %n later decision(s) will be dropped.</source>
        <extracomment>%n how many decisions, played after the position shown, go</extracomment>
        <translation>
            <numerusform>La decisione successiva verrà scartata.</numerusform>
            <numerusform>Le %n decisioni successive verranno scartate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep them</source>
        <extracomment>The button of the question that keeps every decision of the game</extracomment>
        <translation>Tienile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game stays in Recent games as it is; play goes on from here as a new game.</source>
        <extracomment>Asked before play goes on from an earlier position of a finished game (the games are kept)</extracomment>
        <translation>La partita finita resta tra le Partite recenti così com&apos;è; il gioco continua da qui come una nuova partita.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>First position (Home)</source>
        <extracomment>Replay: show the position the game started from (key Home)</extracomment>
        <translation>Prima posizione (Home)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back one decision (Page Up)</source>
        <extracomment>Replay: one decision back (key Page Up)</extracomment>
        <translation>Indietro di una decisione (Pagina su)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <extracomment>Replay: stop stepping through the game by itself</extracomment>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game through</source>
        <extracomment>Replay: step through the game&apos;s decisions by itself, at the animation speed</extracomment>
        <translation>Riproduci la partita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forward one decision (Page Down)</source>
        <extracomment>Replay: one decision forward (key Page Down)</extracomment>
        <translation>Avanti di una decisione (Pagina giù)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game now (End)</source>
        <extracomment>Replay: back to the game as it is now (key End)</extracomment>
        <translation>La partita ora (Fine)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 / %2</source>
        <extracomment>Replay: the decisions played to the position shown, of all the game&apos;s</extracomment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../qml/rules/RulesDialog.qml" line="+15"/>
        <source>Rules of %1</source>
        <translation>Regole: %1</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../app/rules/rulestext.cpp" line="+30"/>
        <source>Next round: players alternate (default) / the loser starts / the winner starts. After a drawn round the players alternate.</source>
        <extracomment>Rules dialog, Options list. &quot;Next round&quot; and its three values are named as in the new-game dialog.</extracomment>
        <translation>Partita successiva: i giocatori si alternano (predefinito) / inizia chi ha perso / inizia chi ha vinto. Dopo una partita patta i giocatori si alternano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game can be followed by handicap rematches, making a match of rounds. Before each new round, each player refills their holes from their store, as many seeds per hole as at the start. The winner fills every hole and keeps the surplus in the store; the loser fills as many holes as they can, chooses which (from the left by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both players fill all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the score is the number of rounds won.</source>
        <extracomment>Rules dialog, Kalah and Mankala. A protected hole is out of play for a round.</extracomment>
        <translation>Una partita può essere seguita da nuove partite con handicap, che formano un incontro. Prima di ogni nuova partita ciascun giocatore riempie le proprie buche con i semi del proprio deposito, tanti per buca quanti all&apos;inizio. Chi ha vinto riempie tutte le buche e tiene nel deposito i semi che avanzano; chi ha perso riempie quante buche può, sceglie quali (salvo scelta diversa, a partire da sinistra) e tiene il resto. Le buche rimaste vuote sono buche protette finché il proprietario non riesce a riempirle di nuovo: restano fuori gioco e vengono saltate come se non ci fossero (una buca antistante protetta non dà nulla). Dopo una partita patta entrambi riempiono tutte le buche. L&apos;incontro finisce quando un giocatore non riesce a riempire nemmeno una buca (e vince l&apos;altro) o quando decidi di smettere; il punteggio è il numero di partite vinte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>End match stops the match at once, after a question. Only finished rounds count: a round still being played when you stop is left unfinished and counts for nobody. Undo takes the end back, and the match goes on.</source>
        <extracomment>Rules dialog, every game&apos;s match play: what End match does (docs/rules.md §3.12)</extracomment>
        <translation>Chiudi l&apos;incontro ferma l&apos;incontro subito, dopo una domanda. Contano solo le partite finite: una partita ancora in corso quando vi fermate resta incompiuta e non conta per nessuno. Annulla riporta indietro la chiusura, e l&apos;incontro continua.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/devtools/screenshot.cpp" line="+132"/>
        <location filename="../app/devtools/screensweep.cpp" line="+204"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Impossibile scrivere lo screenshot %1.</translation>
    </message>
</context>
<context>
    <name>SessionRecord</name>
    <message>
        <location filename="../app/store/sessionrecord.cpp" line="+75"/>
        <source>The saved game has no rounds.</source>
        <translation>La partita salvata non ha turni.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game names a computer level this game does not have.</source>
        <translation>La partita salvata indica un livello del computer che questo gioco non ha.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A decision of the saved game is not legal.</source>
        <translation>Una mossa della partita salvata non è valida.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+34"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Animation</source>
        <translation>Animazione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daylight wood</source>
        <translation>Legno chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High contrast</source>
        <extracomment>Settings: the high-contrast theme (black on white)</extracomment>
        <translation>Alto contrasto</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message numerus="yes">
        <location filename="../qml/game/SetupPanel.qml" line="+121"/>
        <source>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</source>
        <translation>
            <numerusform>Biglie ancora da disporre: %n. Il clic sinistro o Invio aggiunge una biglia, il clic destro o Backspace ne toglie una.</numerusform>
            <numerusform>Biglie ancora da disporre: %n. Il clic sinistro o Invio aggiunge una biglia, il clic destro o Backspace ne toglie una.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Even</source>
        <extracomment>Omweso set-up quick fill</extracomment>
        <translation>Uniforme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random</source>
        <extracomment>Omweso set-up quick fill</extracomment>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last used</source>
        <extracomment>Omweso set-up quick fill: the set-up used last time</extracomment>
        <translation>Ultima usata</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
</context>
<context>
    <name>SowingAnimator</name>
    <message>
        <location filename="../qml/board/SowingAnimator.qml" line="+42"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 moves again</source>
        <translation>%1 gioca di nuovo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second sowing</source>
        <translation>Seconda semina</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a direction</source>
        <translation>Scegli il senso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise</source>
        <translation>Senso orario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counter-clockwise</source>
        <translation>Senso antiorario</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>Announced when the turn passes</extracomment>
        <translation>Tocca a %1</translation>
    </message>
</context>
</TS>
