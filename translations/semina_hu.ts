<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../qml/dialogs/AboutDialog.qml" line="+71"/>
        <source>About Semina</source>
        <extracomment>Title of the About dialog</extracomment>
        <translation>A Semina névjegye</translation>
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
        <translation>Verzió: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Traditional mancala games, played by their own rules</source>
        <translation>Hagyományos mankalajátékok, a saját szabályaik szerint</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Licence</source>
        <translation>Licenc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with absolutely no warranty. The licence is in the file LICENSE of the source code and at %1.</source>
        <translation>A Semina szabad szoftver: a GNU General Public License 3‑as vagy (választásod szerint) bármely későbbi változatának feltételei szerint továbbadhatod és módosíthatod (GPL-3.0-or-later). Semmilyen garancia nem jár hozzá. A licenc szövege a forráskód LICENSE fájljában és itt olvasható: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games and their sources</source>
        <extracomment>About: the heading over where each game&apos;s rules come from</extracomment>
        <translation>A játékok és forrásaik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each game is played exactly by the rules of one source text; where the text is silent or unclear, the game&apos;s Rules say which reading Semina takes.</source>
        <translation>Minden játék pontosan egy forrásszöveg szabályait követi; ahol a szöveg hallgat vagy nem egyértelmű, a játék Szabályai megmondják, hogyan érti a Semina.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The complete rules of the four games, clause by clause, are in docs/rules.md of the source code; the tests check the engine against them.</source>
        <translation>A négy játék teljes szabályai pontról pontra a forráskód docs/rules.md fájljában vannak; a tesztek ezekhez mérik a motort.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Rules and published results</source>
        <extracomment>About: the heading over the rules and the published results the engine is checked against</extracomment>
        <translation>Szabályok és publikált eredmények</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>Köszönetnyilvánítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina is made with Qt 6 (Qt Quick, Qt Quick Controls and Qt Multimedia) by The Qt Company and the Qt Project&apos;s contributors, used under the GNU Lesser General Public License, version 3 (LGPL-3.0). The seed pictures, the sounds, the icon and the translations were made for Semina. Semina brings no fonts of its own: its text is drawn in the system&apos;s font.</source>
        <translation>A Semina a Qt 6‑tal készült (Qt Quick, Qt Quick Controls és Qt Multimedia), amelyet a The Qt Company és a Qt Project közreműködői fejlesztenek, és amelyet a GNU Lesser General Public License 3‑as változata (LGPL-3.0) szerint használ. A magok képei, a hangok, az ikon és a fordítások a Semina számára készültek. A Semina nem hoz saját betűtípust: a szövegeit a rendszer betűtípusával írja ki.</translation>
    </message>
</context>
<context>
    <name>AliGuliGame</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Magok száma lyukanként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Hány mag van kezdetben egy-egy lyukban.</translation>
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
        <translation>Lépésenként két láncolt lerakás bármelyik irányba, és visszavágók előnyadással.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ali Guli Mane is played in South India, above all in Karnataka. Semina&apos;s rules follow the article &quot;Ali Guli Mane&quot; of the Italian Wikipedia (%1), and the Italian texts of its rules and lessons quote the article&apos;s words. The article is written by its contributors and published under the Creative Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0, %2); Semina&apos;s texts adapt it.</source>
        <extracomment>%1 is the address of the article, %2 that of the licence</extracomment>
        <translation>Az Ali Guli Manét Dél-Indiában, főként Karnátakában játsszák. A Semina szabályai az olasz Wikipédia „Ali Guli Mane” szócikkét követik (%1), és a szabályok és a leckék olasz szövegei a szócikk szavait idézik. A szócikket a szerzői írták, és a Creative Commons Nevezd meg! – Így add tovább! 4.0 licenc (CC BY-SA 4.0, %2) alatt jelent meg; a Semina szövegei ezt dolgozzák fel.</translation>
    </message>
</context>
<context>
    <name>AliGuliLessons</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliLessons.qml" line="+38"/>
        <source>Sowing</source>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The seven holes at the bottom are yours. You lift all the seeds of one of your holes, even a single seed, and sow them one per hole round both rows. Counter-clockwise goes to your right.</source>
        <translation>Tiéd az alsó sor hét lyuka. Kiveszed valamelyik lyukad összes magját, akár egyetlen magot is, és egyesével lerakod őket körbe mindkét soron. Az óramutató járásával ellentétes irány jobbra visz.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Saada</source>
        <translation>Saada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the hole after your last seed is empty, that is a Saada: the sowing stops. You capture the seeds of the hole after the empty one and those of the hole facing it.</source>
        <translation>Ha az utolsó mag utáni lyuk üres, az Saada: a lerakás megáll. Zsákmányként leveszed az üres lyuk utáni lyuk magjait és a vele szemközti lyuk magjait.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Even when the hole after the empty one is empty too, you still take the hole facing it. Capture at least 6 seeds with a Saada.</source>
        <translation>A szemközti lyuk magjait akkor is zsákmányként leveszed, ha az üres lyuk utáni lyuk is üres. Zsákmányolj legalább 6 magot egy Saadával.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You choose the direction of every sowing. Clockwise goes to your left, and from your hole B1 on into your opponent&apos;s row.</source>
        <translation>Minden lerakás irányát te választod. Az óramutató járásával megegyező irány balra visz, a B1‑es lyukadtól pedig az ellenfeled sorába.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The board has two rows of seven holes and no store: the seeds you capture lie beside the board, in your stock. Every hole starts with five seeds, 70 in all; &quot;Seeds per hole&quot; in the new-game dialog also offers four or six.</source>
        <translation>A táblán két sorban hét-hét lyuk van, gyűjtőrekesz nincs: a zsákmányolt magjaid a tábla mellett vannak, a készletedben. Kezdéskor minden lyukban öt mag van, összesen 70; az „Új játszma” ablak „Magok száma lyukanként” beállítása négyet vagy hatot is kínál.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose a hole and a direction so that your last seed falls into your opponent&apos;s hole A1.</source>
        <translation>Válassz lyukat és irányt úgy, hogy az utolsó mag az ellenfeled A1‑es lyukába kerüljön.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Some players sow only counter-clockwise. Under this rule, make your last seed fall into your hole B5.</source>
        <translation>Egyes játékosok csak az óramutató járásával ellentétes irányba rakják le a magokat. E szabály szerint érd el, hogy az utolsó mag a B5‑ös lyukadba kerüljön.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A big hole carries its seeds on into your opponent&apos;s row. Make your last seed fall into your opponent&apos;s hole A4: two of your holes can do it.</source>
        <translation>Egy sok magot tartalmazó lyuk magjai egészen az ellenfeled soráig jutnak. Érd el, hogy az utolsó mag az ellenfeled A4‑es lyukába kerüljön: ez két lyukadból is sikerül.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Some players take nothing when the hole after the empty one is empty. Under this rule the sowing from your hole B2 takes nothing here: make a Saada that captures.</source>
        <translation>Egyes játékosok nem zsákmányolnak semmit, ha az üres lyuk utáni lyuk is üres. E szabály szerint a B2‑es lyukadból induló lerakás itt semmit sem zsákmányol: érj el olyan Saadát, amely zsákmányt hoz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before you sow, look for the biggest prize: the hole after an empty one, and the hole facing it. Capture at least 12 seeds with a Saada.</source>
        <translation>Lerakás előtt keresd a legnagyobb zsákmányt: egy üres lyuk utáni lyukat és a vele szemközti lyukat. Zsákmányolj legalább 12 magot egy Saadával.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay sowing</source>
        <translation>Láncolt lerakás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the hole after your last seed holds seeds, you lift them and sow on from the hole after it, in the same direction. The sowing goes on like this until it reaches a Saada.</source>
        <translation>Ha az utolsó mag utáni lyukban van mag, mindet kiveszed, és az azt követő lyuktól folytatod a lerakást, ugyanabba az irányba. A lerakás így folytatódik, amíg Saadához nem érsz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Find a sowing that relays at least twice.</source>
        <translation>Keress olyan lerakást, amely legalább kétszer láncolódik tovább.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now find a sowing that relays at least three times: try both directions.</source>
        <translation>Most keress olyan lerakást, amely legalább háromszor láncolódik tovább: próbáld ki mindkét irányt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A relay can carry your sowing to a capture far from where it started. Capture at least 12 seeds with one sowing.</source>
        <translation>Láncolással a lerakásod a kiindulópontjától messze is zsákmányt hozhat. Zsákmányolj legalább 12 magot egyetlen lerakással.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Here the sowing from your hole B1 would never end clockwise: only counter-clockwise is allowed.</source>
        <translation>A láncolt lerakás a végtelenségig mehet körbe-körbe, ezért egy lépés legfeljebb 1000 menetből állhat, és soha véget nem érő lerakás nem megengedett. Itt a B1‑es lyukadból induló lerakás az óramutató járásával megegyező irányba soha nem érne véget: csak az ellentétes irány megengedett.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two sowings a turn</source>
        <translation>Két lerakás lépésenként</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn is two sowings. When the first one has ended with its Saada, you sow a second time, from any of your holes and in either direction.</source>
        <translation>A lépésed két lerakásból áll. Amikor az első a Saadájával véget ért, jön a második lerakás, bármelyik lyukadból és bármelyik irányba.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture at least 10 seeds in this turn: choose your second sowing after you see what the first one left.</source>
        <translation>Zsákmányolj legalább 10 magot ebben a lépésben: a második lerakást azután válaszd, hogy láttad, mit hagyott az első.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With two sowings a turn, the first player can take 31 of the 70 seeds on the very first turn, as here. Many players therefore allow the second sowing only after a capture.</source>
        <translation>Lépésenként két lerakással a kezdő játékos már az első lépésében zsákmányolhat 31‑et a 70 magból, ahogy itt. Ezért sokan csak zsákmány után engedik meg a második lerakást.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Under this rule you sow a second time only if your first sowing captured. Capture at least 5 seeds in this turn.</source>
        <translation>E szabály szerint csak akkor van második lerakásod, ha az első zsákmányt hozott. Zsákmányolj legalább 5 magot ebben a lépésben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The biggest first capture does not always make the biggest turn. Capture at least 16 seeds in this turn.</source>
        <translation>Nem mindig az a legjobb lépés, amelynek első lerakása a legtöbbet zsákmányolja. Zsákmányolj legalább 16 magot ebben a lépésben.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end of a round</source>
        <translation>A forduló vége</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When all the holes of either player are empty, the round is over: each player takes the seeds left in their own row, and the one with more seeds wins. Capture your opponent&apos;s last seeds to end the round.</source>
        <translation>Ha valamelyik játékos összes lyuka üres, a forduló véget ér: mindkét játékos megkapja a saját sorában maradt magokat, és az nyer, akinek több magja van. Zsákmányold az ellenfeled utolsó magjait, és fejezd be a fordulót.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Here no first sowing can end the round, but a second one can. End the round in this turn: plan both sowings.</source>
        <translation>Itt egyetlen első lerakás sem fejezheti be a fordulót, egy második viszont igen. Fejezd be a fordulót ebben a lépésben: tervezd meg mindkét lerakást.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When your first sowing ends the round, there is no second sowing. Here the first one captures your opponent&apos;s last seeds: the round is over at once, and you take the seeds left in your row.</source>
        <translation>Ha az első lerakásod befejezi a fordulót, második lerakás nincs. Itt az első zsákmányolja az ellenfeled utolsó magjait: a forduló azonnal véget ér, és megkapod a sorodban maradt magokat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the same position comes up for the third time, the round ends, and each player takes the seeds of their own row. Equal stocks, 35 each, would make a drawn round.</source>
        <translation>Ha ugyanaz az állás harmadszor fordul elő, a forduló véget ér, és mindkét játékos megkapja a saját sorában maradt magokat. Egyenlő készlet, 35-35 mag esetén a forduló döntetlen volna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ending the round is not enough: the seeds left in a row go to its owner. End the round in this turn and win it.</source>
        <translation>Nem elég befejezni a fordulót: a sorban maradt magok a sor gazdájáé lesznek. Fejezd be a fordulót ebben a lépésben, és nyerd meg.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match play</source>
        <translation>Mérkőzés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A match is a series of rounds, each handicapped by the one before. The winner of a round fills all seven holes from the stock, five seeds a hole, and keeps the rest as already captured: here your opponent won with 53 seeds and keeps 18.</source>
        <translation>A mérkőzés fordulók sora, mindegyik az előző eredményéből kapja az előnyt. A forduló győztese mind a hét lyukát feltölti a készletéből, lyukanként öt maggal, a maradékot pedig már zsákmányolt magként megtartja: itt az ellenfeled 53 maggal nyert, és 18 marad neki.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>As you sow, your protected holes are skipped: count only the holes in play. Make your last seed fall into your opponent&apos;s hole A4.</source>
        <translation>Lerakáskor a védett lyukaidat átugrod: csak a játékban lévő lyukakat számold. Érd el, hogy az utolsó mag az ellenfeled A4‑es lyukába kerüljön.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Protected holes are skipped when a Saada looks for the empty hole and the hole to capture, too. Capture at least 9 seeds with a Saada.</source>
        <translation>A védett lyukakat akkor is átugrod, amikor a Saada az üres lyukat és a zsákmányolandó lyukat keresi. Zsákmányolj legalább 9 magot egy Saadával.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By default the player who did not start the last round starts the next; &quot;Next round&quot; in the new-game dialog can name the loser or the winner instead. After a drawn round, 35 seeds each, both players fill all seven holes and the other player starts.</source>
        <translation>Ha másként nem döntesz, a következő fordulót az kezdi, aki az előzőt nem kezdte; az „Új játszma” ablakban a „Következő forduló” helyette a vesztest vagy a győztest is megnevezheti. Döntetlen forduló után, 35-35 maggal, mindkét játékos mind a hét lyukát feltölti, és a másik játékos kezd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The match is over when a player cannot fill a single hole: the other player wins it. End this round with fewer than five seeds and the match is your opponent&apos;s. You may also stop at any time with &quot;End match&quot;: the rounds won count.</source>
        <translation>A mérkőzés akkor ér véget, amikor egy játékos egyetlen lyukat sem tud feltölteni: a másik nyeri meg. Ha ezt a fordulót ötnél kevesebb maggal fejezed be, a mérkőzés az ellenfeledé. Bármikor abba is hagyhatod a „Mérkőzés vége” gombbal: a megnyert fordulók számítanak.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Stratégia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson the computer weighs your sowing against the best one, counting the best second sowing after it. At the start every sowing relays round the full board, and one turn can take almost half the seeds. Find the best first sowing.</source>
        <translation>Ebben a leckében a számítógép a legjobb lerakáshoz méri a lerakásodat, az utána következő legjobb második lerakással együtt. Kezdéskor minden lerakás láncolódva körbejárja az egész táblát, és egyetlen lépés a magok csaknem felét zsákmányolhatja. Keresd meg a legjobb első lerakást.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing from your opponent&apos;s hole A4 can end before their empty hole A1 and take the 7 seeds of your hole B1. Make a turn after which your opponent cannot capture any of your seeds.</source>
        <translation>Az ellenfeled A4‑es lyukából induló lerakás megállhat az ő üres A1‑es lyuka előtt, és elviheti a B1‑es lyukad 7 magját. Lépj úgy, hogy utána az ellenfeled egyetlen magodat se zsákmányolhassa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sowing your hole B5 counter-clockwise captures the most at once, but look at what your opponent can take back after your turn. Find the best first sowing.</source>
        <translation>A B5‑ös lyukadból az óramutató járásával ellentétes irányba induló lerakás zsákmányolja azonnal a legtöbbet, de nézd meg, mit vehet vissza az ellenfeled a lépésed után. Keresd meg a legjobb első lerakást.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your hole B4 holds 11 seeds, and sowings from your opponent&apos;s holes A5 and A1 can both take it. Make a turn after which your opponent can capture at most 2 of your seeds.</source>
        <translation>A B4‑es lyukadban 11 mag van, és az ellenfeled A5‑ös és A1‑es lyukából induló lerakás is elviheti őket. Lépj úgy, hogy utána az ellenfeled legfeljebb 2 magodat zsákmányolhassa.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A new round starts from what each player captured: you fill your holes from your stock, five seeds a hole, and keep what is left over as already captured. A hole you cannot fill is protected for the round: no seed goes into it, and it is skipped as if it were not there.</source>
        <translation>Az új forduló abból indul, amit ki-ki zsákmányolt: a készletedből töltöd fel a lyukaidat, lyukanként öt maggal, a maradékot pedig már zsákmányolt magként megtartod. Az a lyuk, amelyet nem tudsz feltölteni, erre a fordulóra védett: nem kerül bele mag, és úgy ugrod át, mintha ott sem volna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The loser chooses which holes to fill. Between two rounds the board shows the refill: click your holes to fill them or leave them protected, then start the round.</source>
        <translation>A vesztes választja ki, mely lyukait tölti fel. Két forduló között a tábla mutatja a feltöltést: kattints a lyukaidra, hogy feltöltsd vagy védve hagyd őket, aztán indítsd a fordulót.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your hole B7 is protected, so a seed from your hole B6 goes straight into your opponent&apos;s hole A7. A protected facing hole gives nothing. Capture at least 6 seeds with a Saada.</source>
        <translation>A B7‑es lyukad védett, ezért a B6‑os lyukadból egy mag egyenesen az ellenfeled A7‑es lyukába kerül. A védett szemközti lyuk nem ad zsákmányt. Zsákmányolj legalább 6 magot egy Saadával.</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Ali Guli Mane lessons: name the seeds as the Ali Guli Mane lessons do</extracomment>
        <translation>Az utolsó magod egy üres lyukadba esett, ezért az ellenfél következik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>Az utolsó magod a saját %1 jelű lyukadba esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>Az utolsó magod az ellenfeled %1 jelű lyukába esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>Az utolsó magod máshová esett.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The round is not over yet.</source>
        <extracomment>Ali Guli Mane is played in rounds: its lessons&apos; tasks end a round</extracomment>
        <translation>A forduló még nem ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ended in a draw.</source>
        <translation>A forduló döntetlenül ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over, but your opponent won it.</source>
        <translation>A forduló véget ért, de az ellenfeled nyerte meg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a Saada: look for a sowing whose last seed falls just before an empty hole, with seeds after it or facing that one.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Saadával zsákmányolsz: keress olyan lerakást, amelynek utolsó magja közvetlenül egy üres lyuk előtt esik le, és az azt követő vagy a vele szemközti lyukban van mag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing goes on when the hole after its last seed holds seeds: look for a handful that ends just before a full hole.</source>
        <translation>A lerakás folytatódik, ha az utolsó mag utáni lyukban van mag: keress olyan marékot, amely közvetlenül egy teli lyuk előtt ér véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round ends when one player&apos;s holes are all empty: look for a sowing that takes your opponent&apos;s last seeds.</source>
        <translation>A forduló akkor ér véget, ha az egyik játékos összes lyuka üres: keress olyan lerakást, amely elviszi az ellenfeled utolsó magjait.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Ez a lépés %n maggal kevesebbet ér a legjobbnál. Keress jobb lépést.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n magot zsákmányolhat tőled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n magot zsákmányolhat tőled, ha a %1 jelű lyukából vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>%n magot zsákmányoltál; a feladat legalább %1 magot kér.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AliGuliRules</name>
    <message>
        <location filename="../resources/games/aliguli/AliGuliRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>A tábla</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Előnyadásos visszavágók</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Eredet és források</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>The start: your seven holes are the bottom row, B1 to B7 from your left, and your opponent&apos;s are A1 to A7; your stock is beside the board.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The stock is where a player&apos;s captured seeds go.</extracomment>
        <translation>A kezdés: a hét lyukad az alsó sor, balról B1‑től B7‑ig, az ellenfeledé A1‑től A7‑ig; a készleted a tábla mellett van.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your hole B1, clockwise: after each last seed the next hole has seeds, so you take them up and sow on.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.</extracomment>
        <translation>A B1‑es lyukad, az óramutató járásával megegyezően: minden utolsó mag után a következő lyukban van mag, ezért kiveszed, és folytatod a lerakást.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your hole B2: the hole after the last seed is empty, so you capture the hole after it and the hole facing that one.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The red rings show the capture.</extracomment>
        <translation>A B2‑es lyukad: az utolsó mag utáni lyuk üres, ezért az azt követő lyukat és a vele szemköztit zsákmányként leveszed.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The first turn: hole B1 clockwise, then hole B3 clockwise, captures 31 seeds.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the two sowings of the first turn.</extracomment>
        <translation>Az első lépés: a B1‑es lyuk az óramutató járásával megegyezően, majd a B3‑as ugyanígy: 31 mag a zsákmány.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Ali Guli Mane, from South India, is played on 2 rows of 7 holes, 5 seeds in each; your row is the one nearer to you. Captured seeds go to your stock beside the board; more seeds in stock wins the round.</source>
        <translation>Az Ali Guli Mane dél-indiai játék. Táblája két sorból áll, soronként 7 lyukkal, lyukanként 5 maggal; a te sorod a hozzád közelebbi. A zsákmányolt magok a tábla mellé, a készletedbe kerülnek; a fordulót az nyeri, akinek több mag van a készletében.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A turn of two sowings</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Egy lépés, két lerakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn is two sowings. Each takes all the seeds of one of your holes (one seed is enough) and sows them one per hole round both rows, counter-clockwise or clockwise as you choose, the same way throughout.</source>
        <translation>Egy lépés két lerakásból áll. Mindegyiknél kiveszed valamelyik lyukad összes magját (egy mag is elég), és egyesével lerakod őket mindkét soron körbe, tetszés szerint az óramutató járásával ellentétes vagy megegyező irányba, végig ugyanabba az irányba haladva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relay sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Láncolt lerakás</translation>
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
        <translation>Ha az utolsó mag letétele után a következő lyukban van mag, mindet kiveszed, és az azt követő lyuktól folytatod a lerakást.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>If the next hole is empty, the sowing stops and you capture, into your stock, the seeds of the hole after the empty one and of the hole facing it (the facing hole is taken even when the first is empty).</source>
        <extracomment>Ali Guli Mane rules. Saada is the name of the empty hole that stops a sowing.</extracomment>
        <translation>Ha a következő lyuk üres, a lerakás megáll, és az üres lyuk utáni lyuk, valamint a vele szemközti lyuk összes magját zsákmányként leveszed és a készletedbe teszed (a szemközti lyukét akkor is, ha az előbbi üres).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the round</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>A forduló vége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If after a sowing either player&apos;s holes are all empty, or the same position occurs a third time, the round ends at once and each player adds the seeds left in their row to their stock. Equal stocks are a draw.</source>
        <translation>Ha egy lerakás után valamelyik játékos összes lyuka üres, vagy ugyanaz az állás harmadszor fordul elő, a forduló azonnal véget ér, és mindkét játékos a készletéhez adja a saját sorában maradt magokat. Egyenlő készlet esetén a forduló döntetlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may sow at most 1,000 laps, both sowings together: a sowing that would never end is not allowed. If a player has no allowed sowing, the round ends.</source>
        <translation>Egy lépés legfeljebb 1000 menetből állhat, a két lerakást együtt számolva: soha véget nem érő lerakás nem megengedett. Ha egy játékosnak nincs megengedett lerakása, a forduló véget ér.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first turn</source>
        <extracomment>Heading in the Rules dialog, above what the first turn can do</extracomment>
        <translation>Az első lépés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the default options the first player can take 31 of the 70 seeds on the very first turn, and the computer&apos;s search finds a win for whoever starts. No rule option takes this away: whatever the seeds per hole, the direction and the second sowing, the best first turn still takes two fifths of the seeds or more. What evens it is a match with &quot;Next round: players alternate&quot;, the default, so that each player starts every other round.</source>
        <extracomment>Rules dialog, Ali Guli Mane. &quot;Next round&quot; and &quot;players alternate&quot; are named as in the new-game dialog.</extracomment>
        <translation>Alapbeállítással a kezdő játékos már az első lépésével zsákmányolhat 31‑et a 70 magból, és a számítógép keresése nyerő játékot talál a kezdőnek. Ezt egyetlen szabálybeállítás sem szünteti meg: bármennyi a mag lyukanként, bármi az irány és a második lerakás, a legjobb első lépés így is a magok kétötödét vagy többet zsákmányol. Az esélyeket a mérkőzés egyenlíti ki: a „Következő forduló: a játékosok felváltva kezdenek” beállítással (ez az alapértelmezett) mindenki minden második fordulót kezdi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seeds per hole: 4, 5 (default) or 6.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Magok száma lyukanként: 4, 5 (alapértelmezett) vagy 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second sowing: always (default) / only after a capture.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Second sowing&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Második lerakás: mindig (alapértelmezett) / csak zsákmány után.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Direction: either way, the player chooses (default) / counter-clockwise only.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Direction&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Irány: bármelyik irányba, a játékos választ (alapértelmezett) / csak az óramutató járásával ellentétes irányba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty capture hole: still the facing hole (default) / nothing, when the hole after the empty one is empty.</source>
        <extracomment>Ali Guli Mane, Options list. &quot;Empty capture hole&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Üres zsákmánylyuk – ha az üres lyuk utáni lyuk is üres: a szemközti lyuk így is zsákmány (alapértelmezett) / nincs zsákmány.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rounds make up a match. Before each round, the players refill their holes from their stock, as many seeds per hole as at the start. The winner fills all 7 holes and keeps the surplus in stock; the loser fills as many as they can, chooses which (from the left by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both fill all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the score is the number of rounds won.</source>
        <extracomment>Ali Guli Mane. A protected hole is out of play for a round; the stock is a player&apos;s captured seeds.</extracomment>
        <translation>A fordulók mérkőzést alkotnak. Minden forduló előtt a játékosok a saját készletükből töltik fel a lyukaikat, lyukanként annyi maggal, amennyi a játék elején volt. A győztes mind a 7 lyukát feltölti, a fölösleget pedig „már zsákmányolt” magként a készletében tartja; a vesztes annyi lyukat tölt fel, amennyit tud, maga választja ki, melyeket (ha nem dönt másként, balról kezdve), a maradékot pedig megtartja. Az üresen maradt lyukak védett lyukak, amíg a gazdájuk újra fel nem tudja tölteni őket: kimaradnak a játékból, és úgy kell átugrani őket, mintha ott sem lennének (védett szemközti lyukból nincs zsákmány). Döntetlen forduló után mindkét játékos minden lyukát feltölti. A mérkőzés akkor ér véget, ha valamelyik játékos egyetlen lyukat sem tud feltölteni (ekkor a másik nyeri meg), vagy ha a játékosok abbahagyják; az eredmény a megnyert fordulók száma.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ali Guli Mane is played in South India, above all in Karnataka; its name means &quot;a block of wood with holes&quot;, and it is akin to the Indonesian Congklak. The rules here follow an Italian encyclopedia article on the game.</source>
        <extracomment>Rules dialog, Ali Guli Mane. The source is an Italian encyclopedia article.</extracomment>
        <translation>Az Ali Guli Mane Dél-Indiában, főként Karnátakában ismert; neve „lyukas fatömb”-öt jelent, és rokona az indonéz Congklaknak. Az itteni szabályok egy olasz lexikoncikket követnek.</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../app/analysis/analysis.cpp" line="+256"/>
        <source>about %1</source>
        <extracomment>Analysis: an estimated value in seeds, e.g. &quot;about +3&quot;</extracomment>
        <translation>kb. %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>wins by %n seed(s)</source>
        <extracomment>Analysis: the exact value of a decision for its player</extracomment>
        <translation>
            <numerusform>%n maggal nyer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses by %n seed(s)</source>
        <translation>
            <numerusform>%n maggal veszít</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw</source>
        <extracomment>Analysis: the exact value of a decision: the game ends level</extracomment>
        <translation>döntetlen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thinking…</source>
        <extracomment>Analysis: searching the first values</extracomment>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exact values</source>
        <extracomment>Analysis: every value shown is exact (solved)</extracomment>
        <translation>Pontos értékek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 exact, the rest estimated (depth %3)</source>
        <extracomment>Analysis: some values solved, the others estimated by a search of that depth</extracomment>
        <translation>%2‑ből %1 pontos, a többi becslés (mélység: %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimates (depth %1)</source>
        <extracomment>Analysis: values estimated by a search of that depth (decisions ahead)</extracomment>
        <translation>Becslések (mélység: %1)</translation>
    </message>
    <message>
        <location filename="../app/analysis/analysisreview.cpp" line="+158"/>
        <source>South</source>
        <extracomment>Game review, one line per player: &quot;South: 87% accurate · 1 inaccuracy · 0 mistakes · 2 blunders&quot; Game review: the player</extracomment>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2% accurate · %3 · %4 · %5</source>
        <translation>%1: %2% pontosság · %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n pontatlanság</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n súlyos hiba</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 was a mistake here. Find a better decision.</source>
        <extracomment>Try again: the board shows the position before a mistake</extracomment>
        <translation>Itt a(z) %1 hiba volt. Keress jobb lépést.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 cannot be played here. Try another decision.</source>
        <extracomment>Try again: a decision the rules do not allow there</extracomment>
        <translation>Itt a(z) %1 nem játszható. Próbálj másik lépést.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the decision played. Find a better one.</source>
        <extracomment>Try again: the learner chose the mistake again</extracomment>
        <translation>A(z) %1 a megtett lépés. Keress jobbat.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses %n seed(s) against the best. Try another decision.</source>
        <extracomment>Try again: the decision tried is still far from the best</extracomment>
        <translation>
            <numerusform>A(z) %1 %n maggal rosszabb a legjobbnál. Próbálj másik lépést.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the best decision here. Step through the best line.</source>
        <extracomment>Try again: the decision tried is good; the best line follows on the board</extracomment>
        <translation>A(z) %1 itt a legjobb lépés. Lépkedj végig a legjobb változaton.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a good decision here. Step through the best line.</source>
        <translation>A(z) %1 itt jó lépés. Lépkedj végig a legjobb változaton.</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../qml/analysis/AnalysisPanel.qml" line="+50"/>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel</extracomment>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <extracomment>Close the analysis panel and go back to the game</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stop</source>
        <extracomment>Stop the analysis&apos;s searches (the values found stay)</extracomment>
        <translation>Leállítás</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Comment on %1</source>
        <extracomment>Analysis: a comment on the decision that led to the position shown</extracomment>
        <translation>Megjegyzés: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Best line</source>
        <extracomment>Analysis: the decisions both sides would best play from here</extracomment>
        <translation>Legjobb változat</translation>
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
        <translation>Egy lépéssel vissza</translation>
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
        <translation>Egy lépéssel előre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the game</source>
        <extracomment>Best line: the board shows the game&apos;s position again</extracomment>
        <translation>Vissza a játszmához</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Review the game</source>
        <extracomment>Grade every decision of the game</extracomment>
        <translation>Játszma értékelése</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Reviewing: %1 of %n decision(s)</source>
        <extracomment>Game review under way</extracomment>
        <translation>
            <numerusform>Értékelés: %1 / %n lépés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision graded; exact values are still coming in</source>
        <extracomment>Game review: graded; exact values still coming</extracomment>
        <translation>Minden lépés értékelve; a pontos értékek még érkeznek</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Next mistake</source>
        <extracomment>Game review: show the position before the next mistake</extracomment>
        <translation>Következő hiba</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Try again</source>
        <extracomment>Game review: find a better decision than the mistake played here</extracomment>
        <translation>Újra</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/shell/options.cpp" line="+48"/>
        <source>Language of the app: en, it or hu.</source>
        <translation>Az alkalmazás nyelve: en, it vagy hu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a PNG of the window after its first frame, then quit.</source>
        <translation>Az első képkocka után PNG‑képet ment az ablakról, majd kilép.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a game at once: %1.</source>
        <translation>Azonnal megnyit egy játékot: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --variant: start from this position (the rules&apos; notation).</source>
        <translation>A --variant kapcsolóval: ebből az állásból indul (a szabályok jelölésével).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a scripted game with animations and print frame-time percentiles.</source>
        <translation>Lejátszik egy előre megírt játszmát animációkkal, és kiírja a képkockaidők percentiliseit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a PNG of every screen at several window sizes into a folder, then quit.</source>
        <translation>Minden képernyőről PNG‑t ment több ablakméretben egy mappába, majd kilép.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --sweep: the window sizes, e.g. 800x600,3840x2160.</source>
        <translation>--sweep mellett: az ablakméretek, pl. 800x600,3840x2160.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Let two computers play game after game, with matches, lessons and kept games, and write the memory used and any QML warning into a folder, then quit.</source>
        <translation>Két számítógép játszik egymás után sok játszmát, mérkőzésekkel, leckékkel és megőrzött játszmákkal, a használt memóriát és minden QML-figyelmeztetést egy mappába írja, majd kilép.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --soak: how many games (default 200).</source>
        <translation>--soak mellett: hány játszma (alapértelmezés: 200).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open this screen of the screenshot sweep at start, then go on as usual (list: print their names).</source>
        <translation>Indításkor megnyitja a képernyőkép-sorozat ezen képernyőjét, majd a szokásos módon folytatja (list: kiírja a nevüket).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --variant: who plays South and North, e.g. human,expert.</source>
        <translation>A --variant mellett: ki játszik Délen és Északon, például human,expert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue the unfinished game at once.</source>
        <translation>A befejezetlen játszma azonnali folytatása.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the game as it is loaded, then quit after the first frame.</source>
        <translation>Kiírja a játszmát, ahogy betöltötte, majd az első képkocka után kilép.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a lesson file a teacher wrote (.semina-lesson) at once.</source>
        <translation>Azonnal megnyit egy tanár által írt leckefájlt (.semina-lesson).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A saved game (.semina) or a lesson file (.semina-lesson) to open.</source>
        <translation>Megnyitandó mentett játszma (.semina) vagy leckefájl (.semina-lesson).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument: %1</source>
        <translation>Váratlan argumentum: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>No lesson file %1.</source>
        <translation>Nincs ilyen leckefájl: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game file %1.</source>
        <translation>Nincs ilyen játszmafájl: %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown language &quot;%1&quot;; use one of: %2.</source>
        <translation>Ismeretlen nyelv: „%1”; választható: %2.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--players takes two players, each human or a level (beginner, casual, strong, expert, perfect), not &quot;%1&quot;.</source>
        <translation>A --players két játékost vár, mindegyik human vagy egy szint (beginner, casual, strong, expert, perfect), nem ezt: &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--players needs --variant.</source>
        <translation>A --players mellé --variant kell.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A lesson file opens alone: give no game file, --variant or --continue with it.</source>
        <translation>A leckefájl csak önmagában nyitható meg: ne adj meg mellé se játszmafájlt, se --variant, se --continue kapcsolót.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--continue opens the unfinished game: give no --variant and no file.</source>
        <translation>A --continue a befejezetlen játszmát nyitja meg: ne adj meg se --variant kapcsolót, se fájlt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown game &quot;%1&quot;; use one of: %2.</source>
        <translation>Ismeretlen játék: „%1”; választható: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--position needs --variant.</source>
        <translation>A --position kapcsolóhoz --variant is kell.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--sweep needs a folder.</source>
        <translation>A --sweep kapcsolónak mappa kell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--sizes takes sizes like 800x600,3840x2160, each from 800x600 to 7680x4320, not &quot;%1&quot;.</source>
        <translation>A --sizes kapcsoló 800x600,3840x2160 alakú méreteket vár, mindegyiket 800x600 és 7680x4320 között, nem ezt: „%1”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--sizes needs --sweep.</source>
        <translation>A --sizes kapcsolóhoz --sweep is kell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--soak needs a folder.</source>
        <translation>A --soak kapcsolónak mappa kell.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--soak-games takes a count from 1 to 100000, not &quot;%1&quot;.</source>
        <translation>A --soak-games kapcsoló 1 és 100000 közötti számot vár, nem ezt: „%1”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--soak-games needs --soak.</source>
        <translation>A --soak-games kapcsolóhoz --soak is kell.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--screenshot needs a file name.</source>
        <translation>A --screenshot kapcsolóhoz fájlnév kell.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+94"/>
        <source>No screen &quot;%1&quot;; --show-screen list prints their names.</source>
        <translation>Nincs &quot;%1&quot; nevű képernyő; a --show-screen list kiírja a nevüket.</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../qml/board/BoardCell.qml" line="+242"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
</context>
<context>
    <name>BoardSpeech</name>
    <message numerus="yes">
        <location filename="../app/board/boardspeech.cpp" line="+20"/>
        <source>Your stock, %n seed(s)</source>
        <extracomment>Screen reader: the stock of captured seeds of the person playing</extracomment>
        <translation>
            <numerusform>A készleted, %n mag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s stock, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>%1 készlete, %n mag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your store, %n seed(s)</source>
        <extracomment>Screen reader: the store of the person playing</extracomment>
        <translation>
            <numerusform>A gyűjtőrekeszed, %n mag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s store, %n seed(s)</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>
            <numerusform>%1 gyűjtőrekesze, %n mag</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your hole %1, closed</source>
        <extracomment>Screen reader: a protected (closed) hole of the person playing; %1 its number</extracomment>
        <translation>A(z) %1. lyukad, zárva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s hole %2, closed</source>
        <extracomment>Screen reader: a protected (closed) hole; %1 South or North, %2 its number</extracomment>
        <translation>%1 %2. lyuka, zárva</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your hole %1, %n seed(s)</source>
        <extracomment>Screen reader: a hole of the person playing; %1 its number</extracomment>
        <translation>
            <numerusform>A(z) %1. lyukad, %n mag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1&apos;s hole %2, %n seed(s)</source>
        <extracomment>Screen reader: a hole; %1 South or North, %2 its number</extracomment>
        <translation>
            <numerusform>%1 %2. lyuka, %n mag</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Protected: out of play until its owner can fill it.</source>
        <extracomment>Screen reader: a protected hole in a match</extracomment>
        <translation>Védett: kimarad a játékból, amíg a gazdája meg nem tudja tölteni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be sown.</source>
        <extracomment>Screen reader: the player to move may sow this hole</extracomment>
        <translation>Innen lehet vetni.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An aloka hole.</source>
        <extracomment>Screen reader: Omweso&apos;s aloka holes (the source&apos;s word)</extracomment>
        <translation>Aloka lyuk.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../qml/board/BoardView.qml" line="+16"/>
        <source>Board</source>
        <extracomment>Screen reader: the game board</extracomment>
        <translation>Tábla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move between the holes; Enter or Space sows the hole.</source>
        <extracomment>Screen reader: how to play with the keyboard</extracomment>
        <translation>A nyílbillentyűk a lyukak között lépnek; az Enter vagy a Szóköz vet a lyukból.</translation>
    </message>
    <message numerus="yes">
        <location line="+197"/>
        <source>%n seed(s) in hand</source>
        <extracomment>The seeds being sown, held in the hand</extracomment>
        <translation>
            <numerusform>%n mag a kézben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>clockwise</source>
        <extracomment>Hint: the suggested sowing direction</extracomment>
        <translation>az óramutató járásával megegyező irányba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>counter-clockwise</source>
        <translation>az óramutató járásával ellentétes irányba</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../qml/dialogs/ConfirmDialog.qml" line="+22"/>
        <source>Abandon this game?</source>
        <extracomment>Asked before Restart, New game, leaving or quitting throws away a game in progress</extracomment>
        <translation>Félbehagyod ezt a játszmát?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be lost.</source>
        <translation>A folyamatban lévő játszma elvész.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Játék folytatása</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message>
        <location filename="../qml/home/ContinueCard.qml" line="+45"/>
        <source>Continue</source>
        <extracomment>Home screen: go on with the unfinished game from last time</extracomment>
        <translation>Folytatás</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Dismiss</source>
        <extracomment>Close the message about a saved game that could not be read</extracomment>
        <translation>Bezárás</translation>
    </message>
</context>
<context>
    <name>CountField</name>
    <message>
        <location filename="../qml/editor/CountField.qml" line="+30"/>
        <source>One seed less</source>
        <extracomment>Position editor: the button that takes one seed out of the hole or store</extracomment>
        <translation>Eggyel kevesebb mag</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One seed more</source>
        <extracomment>Position editor: the button that puts one more seed into the hole or store</extracomment>
        <translation>Eggyel több mag</translation>
    </message>
</context>
<context>
    <name>DirectionArrows</name>
    <message>
        <location filename="../qml/board/DirectionArrows.qml" line="+80"/>
        <source>Counter-clockwise</source>
        <extracomment>Sowing direction</extracomment>
        <translation>Az óramutató járásával ellentétes irányba</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clockwise</source>
        <extracomment>Sowing direction</extracomment>
        <translation>Az óramutató járásával megegyező irányba</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <location filename="../qml/editor/EditorPanel.qml" line="+31"/>
        <location line="+89"/>
        <location line="+48"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+89"/>
        <location line="+61"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Choose a hole</source>
        <extracomment>Position editor: no hole chosen yet</extracomment>
        <translation>Válassz egy lyukat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hole %1 of %2</source>
        <extracomment>Position editor: %1 a hole&apos;s name as the board shows it, %2 South or North</extracomment>
        <translation>%2 %1 jelű lyuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock of %1</source>
        <translation>%1 készlete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store of %1</source>
        <translation>%1 gyűjtőrekesze</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Protected hole (P)</source>
        <extracomment>Position editor: the chosen hole is protected (empty and out of play, match play)</extracomment>
        <translation>Védett lyuk (P)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>To move</source>
        <extracomment>Position editor: who is to move</extracomment>
        <translation>Ki lép</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Now</source>
        <extracomment>Position editor: what is due in the position (a turn, a second sowing, the set-up)</extracomment>
        <translation>Most</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Players</source>
        <extracomment>Position editor: who plays when the position is played (&quot;Play it&quot;)</extracomment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+10"/>
        <source>Notation</source>
        <extracomment>Position editor: the position written in Semina&apos;s notation</extracomment>
        <translation>Jelölés</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>(not playable yet)</source>
        <extracomment>Position editor: shown instead of the notation while the position cannot be played</extracomment>
        <translation>(még nem játszható)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy position</source>
        <extracomment>Position editor: copy the position&apos;s notation to the clipboard</extracomment>
        <translation>Állás másolása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The position is on the clipboard.</source>
        <extracomment>Said once the position&apos;s notation is on the clipboard</extracomment>
        <translation>Az állás a vágólapon van.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy lesson step</source>
        <extracomment>Position editor: copy a lesson file&apos;s step with this position (docs/lessons.md) to the clipboard</extracomment>
        <translation>Leckelépés másolása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lesson step with the position is on the clipboard.</source>
        <extracomment>Said once a lesson file&apos;s step is on the clipboard</extracomment>
        <translation>Egy leckelépés ezzel az állással a vágólapon van.</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../qml/editor/EditorScreen.qml" line="+117"/>
        <source>← Back</source>
        <extracomment>Position editor: leave it, nothing changed (Escape)</extracomment>
        <translation>← Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set up a position: %1</source>
        <extracomment>Position editor&apos;s title: %1 the game</extracomment>
        <translation>Állás felállítása: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty</source>
        <extracomment>Position editor: take every seed off the board</extracomment>
        <translation>Ürítés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start position</source>
        <extracomment>Position editor: back to the game&apos;s start position</extracomment>
        <translation>Kezdőállás</translation>
    </message>
    <message numerus="yes">
        <location line="+92"/>
        <source>Ready to play: %n seed(s).</source>
        <extracomment>Position editor: the position can be played; %n how many seeds it has</extracomment>
        <translation>
            <numerusform>Játszható: %n mag.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save as…</source>
        <extracomment>Position editor: save the position as a game file</extracomment>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Analyse it</source>
        <extracomment>Position editor: open the position on the analysis board</extracomment>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <extracomment>Position editor: start a game from the position, with the players chosen</extracomment>
        <translation>Játék</translation>
    </message>
</context>
<context>
    <name>EndgameTableBar</name>
    <message>
        <location filename="../qml/game/EndgameTableBar.qml" line="+31"/>
        <source>Preparing the Perfect player&apos;s endgame table… %1%</source>
        <extracomment>A bar over the game while the Perfect computer level&apos;s endgame table is computed (once, the first time); %1 is the percentage done, 0 to 100</extracomment>
        <translation>A Tökéletes játékos végjátéktáblájának előkészítése… %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame table ready.</source>
        <extracomment>Shown briefly when the Perfect level&apos;s endgame table has been computed</extracomment>
        <translation>A végjátéktábla elkészült.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: the Perfect player plays without its endgame table until Semina is started again.</source>
        <extracomment>After Cancel on the endgame table&apos;s bar</extracomment>
        <translation>Megszakítva: a Tökéletes játékos a Semina következő indításáig végjátéktábla nélkül játszik.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Endgame table</source>
        <extracomment>The endgame table&apos;s progress bar, for a screen reader</extracomment>
        <translation>Végjátéktábla</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <extracomment>Stops computing the Perfect level&apos;s endgame table</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dismiss</source>
        <extracomment>Closes the note about the endgame table</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the endgame table</source>
        <translation>A végjátéktábla készítésének megszakítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss the note on the endgame table</source>
        <translation>A végjátéktábláról szóló üzenet bezárása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Perfect player plays on without it until Semina is started again.</source>
        <translation>A Tökéletes játékos a Semina következő indításáig nélküle játszik tovább.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../qml/home/GameCard.qml" line="+40"/>
        <source>Lessons: all %n step(s) done</source>
        <extracomment>Home screen, a game&apos;s box: every step of its lessons done</extracomment>
        <translation>
            <numerusform>Leckék: mind a %n rész kész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Lessons: %1 of %n step(s)</source>
        <extracomment>Home screen, a game&apos;s box: %1 the steps of its lessons done, %n all its steps</extracomment>
        <translation>
            <numerusform>Leckék: %n részből %1 kész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n star(s)</source>
        <extracomment>Home screen, a game&apos;s box: the stars earned in its lessons</extracomment>
        <translation>
            <numerusform>%n csillag</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Play</source>
        <extracomment>Start a game of this kind</extracomment>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1</source>
        <extracomment>Screen reader: the Play button of a game&apos;s card; %1 the game</extracomment>
        <translation>Játék: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chooses the players and the rules, then starts a game.</source>
        <extracomment>Screen reader: what Play does</extracomment>
        <translation>Kiválasztja a játékosokat és a szabályokat, majd elindítja a játszmát.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn</source>
        <extracomment>Learn the game: its lessons</extracomment>
        <translation>Tanulás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn %1</source>
        <extracomment>Screen reader: the Learn button of a game&apos;s card; %1 the game</extracomment>
        <translation>%1 – tanulás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Short lessons on the real board, step by step.</source>
        <extracomment>Screen reader: what Learn does</extracomment>
        <translation>Rövid leckék a valódi táblán, lépésről lépésre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Puzzles</source>
        <extracomment>The game&apos;s puzzles: positions with one clearly best move</extracomment>
        <translation>Feladványok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzles of %1</source>
        <extracomment>Screen reader: the Puzzles button of a game&apos;s card; %1 the game</extracomment>
        <translation>%1 – feladványok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positions from real play where one move is clearly best: find it.</source>
        <extracomment>Screen reader: what Puzzles does</extracomment>
        <translation>Valódi játszmákból vett állások, ahol egy lépés egyértelműen a legjobb: találd meg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of %1</source>
        <extracomment>Screen reader: the Rules button of a game&apos;s card; %1 the game</extracomment>
        <translation>%1 – szabályok</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../qml/game/GameFiles.qml" line="+55"/>
        <source>Semina games (*.semina)</source>
        <extracomment>The file dialog&apos;s filter for Semina&apos;s game files</extracomment>
        <translation>Semina-játszmák (*.semina)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files (*)</source>
        <extracomment>The file dialog&apos;s filter showing every file</extracomment>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a game</source>
        <extracomment>Title of the file dialog that opens a saved game</extracomment>
        <translation>Játszma megnyitása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button that opens the chosen game</extracomment>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>Cancel</source>
        <extracomment>The file dialog&apos;s button that closes it without opening or saving</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+32"/>
        <source>Save the game</source>
        <extracomment>Title of the file dialog that saves the game to a file
----------
Save as…: the first step, the game&apos;s details</extracomment>
        <translation>A játszma mentése</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Save</source>
        <extracomment>The file dialog&apos;s button that saves the game to the chosen file</extracomment>
        <translation>Mentés</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved to %1.</source>
        <extracomment>Said on the game screen once the game is saved: %1 the file&apos;s name</extracomment>
        <translation>Mentve ide: %1.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>South</source>
        <extracomment>Save as…: the name of the person playing South (a computer has its level)</extracomment>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Name</source>
        <extracomment>Save as…: a computer player&apos;s name field, which takes no name</extracomment>
        <translation>Név</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>The computer</source>
        <translation>A számítógép</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Event</source>
        <extracomment>Save as…: the event (tournament, club evening) the game was played at</extracomment>
        <translation>Esemény</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <extracomment>Save as…: the date the game was played</extracomment>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>YYYY-MM-DD</source>
        <extracomment>Save as…: the date&apos;s form, which the field shows while empty</extracomment>
        <translation>ÉÉÉÉ-HH-NN</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Save as…: the event&apos;s round (e.g. 3, or final)</extracomment>
        <translation>Forduló</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game file</source>
        <extracomment>Title of the message when a game file cannot be opened or saved</extracomment>
        <translation>Játszmafájl</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/game/gamehistory.cpp" line="+59"/>
        <source>Unknown game &quot;%1&quot;.</source>
        <translation>Ismeretlen játék: „%1”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The option %1=%2 does not exist for this game.</source>
        <translation>Ebben a játékban nincs ilyen beállítás: %1=%2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These options do not fit together.</source>
        <translation>Ezek a beállítások nem férnek össze.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The position &quot;%1&quot; is not valid for this game.</source>
        <translation>Ez az állás ebben a játékban érvénytelen: „%1”.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../app/catalog/gamelistmodel.cpp" line="+132"/>
        <source>Human</source>
        <extracomment>A person playing a side, in the new-game dialog</extracomment>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer · %1</source>
        <extracomment>A computer player of a level in the new-game dialog; %1 the level</extracomment>
        <translation>Számítógép · %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Perfect plays exactly from the first move on this board.</source>
        <extracomment>New-game dialog, under the players when one is the perfect computer level</extracomment>
        <translation>Ezen a táblán a Tökéletes az első lépéstől hibátlanul játszik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this board Perfect is exact in the opening and once few seeds are left; in between it may play as Expert.</source>
        <extracomment>New-game dialog: the opening book of this board is not finished (it holds the first moves)</extracomment>
        <translation>Ezen a táblán a Tökéletes a megnyitásban és kevés mag maradtával hibátlan; közben Mesterként játszhat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On this board Perfect is exact only once few seeds are left; until then it plays as Expert.</source>
        <extracomment>New-game dialog: the board is too big for the opening book and the solver</extracomment>
        <translation>Ezen a táblán a Tökéletes csak kevés mag maradtával hibátlan; addig Mesterként játszik.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 plays with %n protected hole(s).</source>
        <extracomment>A handicap: %1 the player, %n the holes out of play for them</extracomment>
        <translation>
            <numerusform>%1 %n védett lyukkal játszik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 sets up with %n seed(s).</source>
        <extracomment>A handicap (Omweso): %1 the player, %n the seeds they place at the set-up</extracomment>
        <translation>
            <numerusform>%1 %n maggal rendezkedik be.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../qml/game/GameOverPanel.qml" line="+59"/>
        <source>Match over</source>
        <translation>A mérkőzés véget ért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Vége a játszmának</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round %1 over</source>
        <extracomment>The game-over panel&apos;s title in a match: %1 the round just played</extracomment>
        <translation>A(z) %1. forduló véget ért</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>South %1 – %2 North</source>
        <extracomment>Final score: South&apos;s then North&apos;s</extracomment>
        <translation>Dél %1 – %2 Észak</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rounds won: %1</source>
        <extracomment>The match score in rounds won, on the game-over panel</extracomment>
        <translation>Megnyert fordulók: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rematch</source>
        <extracomment>Starts a handicap rematch: the next round of a match, refilled from what each captured</extracomment>
        <translation>Visszavágó</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next round</source>
        <translation>Következő forduló</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End match</source>
        <translation>Mérkőzés vége</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Új játszma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <extracomment>Close the game-over panel to look at the final board</extracomment>
        <translation>Áttekintés</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../qml/game/GamePanel.qml" line="+54"/>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play from here</source>
        <extracomment>Replay: play on from the position shown, dropping the decisions after it</extracomment>
        <translation>Folytatás innen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Analyse</source>
        <extracomment>Open the analysis board: every decision&apos;s value, the best line, the game review</extracomment>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Thinking…</source>
        <extracomment>On the Hint button while the computer looks for the best move</extracomment>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <extracomment>Ask the computer for the best move</extracomment>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../qml/game/GameScreen.qml" line="+37"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End match</source>
        <extracomment>The button in the question before ending a match</extracomment>
        <translation>Mérkőzés vége</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End the match?</source>
        <extracomment>Asked before ending a match</extracomment>
        <translation>Befejezed a mérkőzést?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with the match</source>
        <extracomment>The button in the question before ending a match that goes on with it</extracomment>
        <translation>Mérkőzés folytatása</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Viewing an earlier position</source>
        <translation>Egy korábbi állást nézel</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/game/gamesession.cpp" line="+140"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Várj: a számítógép lép.</translation>
    </message>
    <message>
        <location filename="../app/game/sessiontext.cpp" line="+18"/>
        <source>South</source>
        <extracomment>The player at the bottom of the board</extracomment>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>A játszma véget ért.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your seeds first, then press Done.</source>
        <translation>Előbb helyezd el a magjaidat, aztán nyomd meg a „Kész” gombot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a direction with the arrows first.</source>
        <translation>Előbb válassz irányt a nyilakkal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That hole belongs to your opponent.</source>
        <translation>Ez a lyuk az ellenfelé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That hole is protected: it is out of play this round.</source>
        <translation>Ez a lyuk védett: ebben a fordulóban kimarad a játékból.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That hole is empty.</source>
        <translation>Ez a lyuk üres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn must start from a hole with more than one seed.</source>
        <translation>A lépést egynél több magot tartalmazó lyukból kell kezdeni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sowing from that hole would go on for ever (more than 1,000 laps).</source>
        <translation>A lerakás ebből a lyukból soha nem érne véget (több mint 1000 menet).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 wins.</source>
        <translation>%1 nyert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A draw.</source>
        <translation>Döntetlen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Erős</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Mester</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <extracomment>The Kalah level that plays solved, perfect moves</extracomment>
        <translation>Tökéletes</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <location filename="../app/store/gamestoretext.cpp" line="+17"/>
        <source>Human</source>
        <extracomment>A person playing a side, in a saved game&apos;s summary</extracomment>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1, a branch</source>
        <extracomment>A game branched from a kept one (Play from here): %1 the game</extracomment>
        <translation>%1, elágazás</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 match, round %n</source>
        <extracomment>A saved match on the home screen: %1 the game, %n the round played last</extracomment>
        <translation>
            <numerusform>%1 mérkőzés, %n. forduló</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <extracomment>A saved game&apos;s players: %1 South&apos;s, %2 North&apos;s (Human, Expert, ...)</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds won: %1</source>
        <extracomment>A saved match: the rounds each player won (%1: &quot;South 2 – 1 North&quot;)</extracomment>
        <translation>megnyert fordulók: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>match over</source>
        <extracomment>A saved match that has ended</extracomment>
        <translation>a mérkőzés véget ért</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n decision(s)</source>
        <extracomment>A saved game: how many decisions its round in play has</extracomment>
        <translation>
            <numerusform>%n lépés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>from the game of %1, after %n decision(s)</source>
        <extracomment>A game branched from a kept one (Play from here): %1 when that game began, %n the decisions it kept</extracomment>
        <translation>
            <numerusform>a(z) %1 kezdetű játszmából, %n döntés után</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 does not exist.</source>
        <extracomment>A game file that was asked for is not there</extracomment>
        <translation>%1 nem létezik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a file.</source>
        <extracomment>A game file that was asked for is a folder or a device</extracomment>
        <translation>%1 nem fájl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is too large to be a game file.</source>
        <extracomment>A game file far larger than any game</extracomment>
        <translation>%1 túl nagy ahhoz, hogy játszmafájl legyen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1 nem olvasható: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved to %1: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>A játszmát nem sikerült ide menteni: %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a game Semina can open. %2</source>
        <extracomment>%1 the file, %2 what is wrong in it and where (in English)</extracomment>
        <translation>A(z) %1 nem olyan játszma, amelyet a Semina meg tud nyitni. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was opened, but: %2</source>
        <extracomment>A game file opened although it comes from a later version; %1 the file, %2 the reader&apos;s note (in English)</extracomment>
        <translation>A(z) %1 megnyílt, de: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game kept from last time could not be read, so it was set aside as %2. %1</source>
        <extracomment>At start: the game kept when Semina last closed cannot be read; %1 why, %2 where the file was moved</extracomment>
        <translation>A legutóbb megőrzött játszma nem olvasható, ezért félretettük ezen a néven: %2. %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Nincs befejezetlen játszma, amelyet folytatni lehetne.</translation>
    </message>
    <message>
        <location filename="../app/store/gamestore.cpp" line="+245"/>
        <source>These details cannot be saved: %1</source>
        <extracomment>Save as…: a name, event, date or round the game file cannot hold; %1 says which and why (English)</extracomment>
        <translation>Ezek az adatok nem menthetők: %1</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../app/game/gametexts.cpp" line="+56"/>
        <source>%1: place your %n seeds in your holes.</source>
        <translation>
            <numerusform>%1: helyezz el %n magot a lyukaidban.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose the direction of the next lap.</source>
        <translation>%1: válaszd ki a következő menet irányát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: your second sowing.</source>
        <translation>%1: második lerakás.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>%1 lép.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match was ended during this round: it does not count.</source>
        <extracomment>The game-over panel when the players ended a match during a round (docs/rules.md §3.12)</extracomment>
        <translation>A mérkőzést ebben a fordulóban fejezték be: ez a forduló nem számít.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Third repetition: %1</source>
        <translation>Harmadik ismétlődés: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The players ended the match.</source>
        <extracomment>Why the round on the board is over: the players ended the match</extracomment>
        <translation>A játékosok befejezték a mérkőzést.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A row is empty: each player took the seeds left in their row into their stock.</source>
        <translation>Az egyik sor kiürült: mindkét játékos a készletébe tette a saját sorában maradt magokat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row is empty: each player took the seeds left in their row into their store.</source>
        <translation>Az egyik sor kiürült: mindkét játékos a gyűjtőrekeszébe tette a saját sorában maradt köveket.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no seed to sow: the seeds left went to %2&apos;s store.</source>
        <extracomment>%1 cannot move, %2 the other player</extracomment>
        <translation>%1 nem tud lépni, nincs golyója: a maradék golyók %2 gyűjtőrekeszébe kerültek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no hole with more than one seed.</source>
        <translation>%1 egyik lyukában sincs egynél több mag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no turn that ends within the turn limit.</source>
        <translation>%1 egyetlen lépése sem ér véget a lépéskorláton belül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same position came up for the third time.</source>
        <translation>Ugyanaz az állás harmadszor fordult elő.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · %1</source>
        <extracomment>A computer player and its level, e.g. &quot;Computer · Expert&quot;</extracomment>
        <translation>Számítógép · %1</translation>
    </message>
</context>
<context>
    <name>GameToolbar</name>
    <message>
        <location filename="../qml/game/GameToolbar.qml" line="+42"/>
        <source>← Games</source>
        <translation>← Játékok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves this game for the list of games; the game is kept.</source>
        <extracomment>Screen reader: what the toolbar&apos;s first button does</extracomment>
        <translation>Kilép ebből a játszmából a játékok listájához; a játszma megmarad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <extracomment>The button in the confirmation that goes back to the list of games</extracomment>
        <translation>Elhagyás</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes back the last turn (Ctrl+Z).</source>
        <extracomment>Screen reader: the Undo button</extracomment>
        <translation>Visszavonja az utolsó lépést (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays again the turn taken back (Ctrl+Y).</source>
        <extracomment>Screen reader: the Redo button</extracomment>
        <translation>Újra megteszi a visszavont lépést (Ctrl+Y).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+92"/>
        <source>Restart</source>
        <translation>Újrakezdés</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Starts this game again from the beginning; Undo brings it back.</source>
        <extracomment>Screen reader: the Restart button</extracomment>
        <translation>Elölről kezdi ezt a játszmát; a Visszavonás visszahozza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>New game</source>
        <translation>Új játszma</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Chooses a game, the players and the rules for a new game.</source>
        <extracomment>Screen reader: the New game button</extracomment>
        <translation>Új játszmához választ játékot, játékosokat és szabályokat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game?</source>
        <extracomment>Asked before a new game replaces the game in progress (the games are kept)</extracomment>
        <translation>Új játszmát kezdesz?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game in progress goes to Recent games, where you can open it again.</source>
        <extracomment>What becomes of the game in progress when a new game starts</extracomment>
        <translation>A folyamatban lévő játszma a Legutóbbi játszmák közé kerül, ahonnan újra megnyithatod.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+73"/>
        <source>Flip</source>
        <extracomment>Turn the board round so the other player sits at the bottom</extracomment>
        <translation>Forgatás</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Turns the board round, so the other player sits at the bottom.</source>
        <extracomment>Screen reader: the Flip button</extracomment>
        <translation>Megfordítja a táblát, így a másik játékos kerül alulra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+72"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Shows the rules of this game (F1).</source>
        <extracomment>Screen reader: the Rules button</extracomment>
        <translation>Megmutatja a játék szabályait (F1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+71"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Language, animation speed, sound and theme.</source>
        <extracomment>Screen reader: the Settings button</extracomment>
        <translation>Nyelv, animációs sebesség, hang és téma.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Menu</source>
        <extracomment>The toolbar&apos;s menu button (saving and opening games, and more)</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving and opening games, and more.</source>
        <extracomment>Screen reader: the toolbar&apos;s menu button</extracomment>
        <translation>Játszmák mentése és megnyitása, és más.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as…</source>
        <extracomment>Menu: save the game to a file of the player&apos;s choosing</extracomment>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open…</source>
        <extracomment>Menu: open a saved game from a file</extracomment>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse</source>
        <extracomment>Menu: open the analysis board (every decision&apos;s value, the best line, the game review)</extracomment>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set up a position…</source>
        <extracomment>Menu: the position editor, starting from the position on the board</extracomment>
        <translation>Állás felállítása…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>About Semina</source>
        <extracomment>Menu: the version, licence, sources and credits</extracomment>
        <translation>A Semina névjegye</translation>
    </message>
</context>
<context>
    <name>HandicapChoice</name>
    <message>
        <location filename="../qml/match/HandicapChoice.qml" line="+43"/>
        <source>Handicap</source>
        <extracomment>New-game dialog: a handicap for one of the players</extracomment>
        <translation>Előny</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>None</source>
        <extracomment>New-game dialog: who has the handicap</extracomment>
        <translation>Nincs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Handicap size, %1</source>
        <extracomment>Screen reader: the handicap&apos;s size (protected holes, or Omweso&apos;s seeds)</extracomment>
        <translation>Az előny mértéke: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>For a learner against this level: %1 A learner then wins about %2% of paired games.</source>
        <extracomment>New-game dialog: %1 the handicap that evens the computer&apos;s level for someone learning the game, %2 a percentage measured with it</extracomment>
        <translation>Tanulónak e szint ellen: %1 A tanuló így a páros játszmák kb. %2%‑át nyeri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against this level the largest handicap falls short: %1 A learner then wins only about %2% of paired games.</source>
        <extracomment>New-game dialog: even the largest handicap measured leaves the learner far behind; %1 the handicap, %2 a percentage</extracomment>
        <translation>E szint ellen a legnagyobb előny sem elég: %1 A tanuló így is csak a páros játszmák kb. %2%‑át nyeri.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use</source>
        <extracomment>New-game dialog: take the suggested handicap</extracomment>
        <translation>Alkalmaz</translation>
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
        <translation>Legutóbbi játszmák</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open…</source>
        <extracomment>Home screen: open a saved game or a lesson file</extracomment>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A saved game…</source>
        <extracomment>Home screen, Open…: a saved game from a file</extracomment>
        <translation>Mentett játszma…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lesson file…</source>
        <extracomment>Home screen, Open…: a lesson file a teacher wrote</extracomment>
        <translation>Leckefájl…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A learner&apos;s progress…</source>
        <extracomment>Home screen, Open…: a learner&apos;s exported progress (the teacher&apos;s view)</extracomment>
        <translation>Egy tanuló haladása…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About</source>
        <extracomment>Home screen: the version, licence, sources and credits</extracomment>
        <translation>Névjegy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traditional mancala games, played by their own rules</source>
        <extracomment>Home screen subtitle</extracomment>
        <translation>Hagyományos mankalajátékok, a saját szabályaik szerint</translation>
    </message>
</context>
<context>
    <name>KalahGame</name>
    <message>
        <location filename="../resources/games/kalah/KalahGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Kövek száma lyukanként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Hány kő van kezdetben egy-egy lyukban.</translation>
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
        <translation>A Kalaht publikált eredményekhez is mérik: G. Irving, H. H. L. M. Donkers és J. W. H. M. Uiterwijk „Solving Kalah” című cikkének (ICGA Journal 23(3), 2000, 139–147. o.) értékeihez és tökéletes játszmáihoz, valamint – a legtöbb dobozos készlet zsákmányszabályával – a kezdő játékos nyerési különbségeihez, amelyekben független megoldóprogramok egyeznek (lyukanként három golyóval 2, néggyel 8).</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Sow into your store for another move, capture across the board.</source>
        <extracomment>Home screen, one line on what makes Kalah special</extracomment>
        <translation>Aki az utolsó kővel a saját gyűjtőrekeszébe jut, még egyszer léphet; zsákmány a szemközti lyukból.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kalah was devised in the United States in the 1940s. Its rules here are the second rule set of the same Hungarian page: stores, another move for a sowing that ends in your store, and captures from your empty holes.</source>
        <translation>A Kalah az Egyesült Államokban született az 1940‑es években. Az itteni szabályai ugyanannak a magyar oldalnak a második szabálykészletét követik: gyűjtőrekeszek, újabb lépés, ha a lerakás a saját gyűjtőrekeszedben ér véget, és zsákmány a saját üres lyukaidból.</translation>
    </message>
</context>
<context>
    <name>KalahLessons</name>
    <message>
        <location filename="../resources/games/kalah/KalahLessons.qml" line="+35"/>
        <source>Sowing</source>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board has two rows of six holes and a store at each end. Every hole starts with four seeds, 48 in all. South, at the bottom, begins, unless &quot;Who starts&quot; in the new-game dialog names North.</source>
        <translation>A táblán két sorban hat-hat lyuk van, és mindkét végén egy gyűjtőrekesz. Kezdéskor minden lyukban négy kő van, összesen 48. Dél, a lent ülő játékos kezd, hacsak az „Új játszma” ablakban a „Ki kezd” nem Északot nevezi meg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The six holes at the bottom and the store on the right are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise.</source>
        <translation>Tiéd az alsó sor hat lyuka és a jobb kéz felőli gyűjtőrekesz. Amikor te lépsz, a saját térfeled egyik lyukából kiveszed az összes követ, és az óramutató járásával ellentétes irányba haladva egyesével lerakod őket a következő lyukakba.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: sow so that your last seed falls into your hole 6, the last before your store.</source>
        <translation>Te jössz: úgy lépj, hogy az utolsó követ a 6‑os lyukadba tedd le, a gyűjtőrekeszed előtti utolsóba.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A long sowing goes through your own store, one seed in it as in a hole, and on along your opponent&apos;s row. It passes your opponent&apos;s store without a seed.</source>
        <translation>Ha a lerakáskor áthaladsz a saját gyűjtőrekeszeden, abba ugyanúgy teszel egy követ, mint a többi lyukba, és az ellenfél sorában folytatod. Az ellenfél gyűjtőrekeszét viszont ki kell hagyni.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sow past your store: make your last seed fall into your opponent&apos;s hole 4.</source>
        <translation>Lépj túl a gyűjtőrekeszeden: az utolsó követ az ellenfeled 4‑es lyukába tedd le.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A sowing may go all the way round the board. Sow so that your last seed comes back into your own hole 1.</source>
        <translation>A lerakás az egész táblát körbejárhatja. Úgy lépj, hogy az utolsó kő visszaérjen a saját 1‑es lyukadba.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Another move</source>
        <translation>Még egy lépés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When your last seed falls into your own store, you move again.</source>
        <translation>Ha a lerakáskor az utolsó kővel a saját gyűjtőrekeszedhez jutsz, és oda leteszed, még egyszer léphetsz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Earn another move: find a hole whose seeds just reach your store.</source>
        <translation>Szerezz még egy lépést: keress egy lyukat, amelynek kövei épp a gyűjtőrekeszedig érnek.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no limit to the moves you can earn in a turn. Earn at least two: the order of your sowings matters.</source>
        <translation>Egy körben akárhányszor léphetsz újra. Szerezz legalább két újabb lépést: számít, milyen sorrendben lépsz.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every sowing drops a seed into the holes it passes, so one move can spoil the next. Earn at least four more moves in this turn: which hole should go first?</source>
        <translation>Minden lerakás egy-egy követ tesz azokba a lyukakba, amelyeken áthalad, így egy lépés elronthatja a következőt. Szerezz legalább négy újabb lépést ebben a körben: melyik lyukkal érdemes kezdeni?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture</source>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your last seed falls into an empty hole of yours, you capture it together with all the seeds of the facing hole: they go to your store, and the turn passes.</source>
        <translation>Ha az utolsó követ a saját térfeled egy üres lyukába teszed le, ezt a követ és a szemben lévő lyuk köveit zsákmányként leveszed, és a saját gyűjtőrekeszedbe helyezed. Ezután az ellenfél lép.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture at least 5 seeds.</source>
        <translation>Zsákmányolj legalább 5 követ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You capture even when the facing hole is empty: then your last seed goes to your store alone. Make such a capture.</source>
        <translation>Akkor is zsákmányolsz, ha a szemben lévő lyuk üres: ilyenkor az utolsó kő egyedül kerül a gyűjtőrekeszedbe. Szerezz ilyen zsákmányt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Many Kalah sets play the standard capture: when the facing hole is empty, nothing is captured. Capture under this rule.</source>
        <translation>Sok Kalah-készlet a szokásos zsákmányszabállyal játszik: ha a szemben lévő lyuk üres, nincs zsákmány. Zsákmányolj e szabály szerint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When all the holes of either player are empty, the game is over: each player puts the seeds left in their own row into their own store. The player with more seeds in the store wins.</source>
        <translation>A játék akkor ér véget, ha az egyik fél térfelén minden lyuk kiürül. Ekkor mindkét fél a saját gyűjtőrekeszébe teszi a saját térfelén maradt köveket. Az győz, akinek a gyűjtőrekeszében több kő van.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End the game in this turn: empty your own row. The order of your sowings matters.</source>
        <translation>Fejezd be a játékot ebben a körben: ürítsd ki a saját sorodat. Számít, milyen sorrendben lépsz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the game in this turn: end it with more seeds in your store than your opponent.</source>
        <translation>Nyerd meg a játékot ebben a körben: fejezd be úgy, hogy a gyűjtőrekeszedben több kő legyen, mint az ellenfeledében.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game also ends when your opponent&apos;s row runs empty, and then the seeds left in your row go to your store. Win the game in this turn: capture the seeds of your opponent&apos;s hole 1 rather than empty your own row.</source>
        <translation>A játék akkor is véget ér, ha az ellenfeled sora ürül ki, és ekkor a saját sorodban maradt kövek a gyűjtőrekeszedbe kerülnek. Nyerd meg a játékot ebben a körben: ne a saját sorodat ürítsd ki, hanem zsákmányold az ellenfeled 1‑es lyukának köveit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Think a turn ahead: your opponent has one hole left. Win within two of your turns, whatever the computer replies.</source>
        <translation>Gondolkodj egy körrel előre: az ellenfelednek egyetlen lyuka maradt. Nyerj legfeljebb két körödön belül, bármit lép is a számítógép.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options and matches</source>
        <translation>Beállítások és mérkőzések</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the new-game dialog you can choose four or five holes a row instead of six, and from one to six seeds a hole. Here each row has four holes of three seeds.</source>
        <translation>Az „Új játszma” ablakban hat helyett soronként négy vagy öt lyukat, lyukanként pedig egytől hat kőig választhatsz. Itt minden sorban négy lyuk van, mindegyikben három kő.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rules stay the same on a smaller board. Earn another move.</source>
        <translation>Kisebb táblán is ugyanazok a szabályok. Szerezz még egy lépést.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On a board of five holes a row you capture just as on six: the facing hole is the one straight across. Capture at least 6 seeds.</source>
        <translation>Soronként öt lyukkal ugyanúgy zsákmányolsz, mint hattal: a szemben lévő lyuk az, amelyik pontosan átellenben van. Zsákmányolj legalább 6 követ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Here no single sowing captures, but another move can open the way. Capture at least 7 seeds in this turn.</source>
        <translation>Itt egyik lerakás sem ad magában zsákmányt, de egy újabb lépés utat nyithat hozzá. Zsákmányolj legalább 7 követ ebben a körben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. &quot;Next round&quot; in the new-game dialog says who starts the next game: each in turn, the loser or the winner.</source>
        <translation>Egy mérkőzésben a játszmák egymás után következnek: minden új játszma a gyűjtőrekeszedből indul, lyukanként négy kővel, és az a lyuk, amelyet nem tudsz feltölteni, abban a játszmában kimarad a játékból. Az „Új játszma” ablakban a „Következő forduló” mondja meg, ki kezdi a következő játszmát: felváltva, a vesztes vagy a győztes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Stratégia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this lesson the computer weighs your move against the best one. A single seed in your hole 6 is a free move, and once hole 6 is empty, another sowing can end there and capture. Find the best move.</source>
        <translation>Ebben a leckében a számítógép a legjobb lépéshez méri a lépésedet. A 6‑os lyukadban egyetlen kő ingyen lépést ad, és ha a 6‑os lyuk kiürült, egy másik lerakás ott végződhet, és zsákmányolhat. Keresd meg a legjobb lépést.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count before you sow: a hole of 13 seeds goes all the way round the board, and its last seed falls back into the hole it came from, empty now. Find the best move.</source>
        <translation>Számolj, mielőtt lépsz: egy 13 követ tartalmazó lyuk lerakása az egész táblát körbejárja, és az utolsó kő visszakerül abba a lyukba, ahonnan indult: az most üres. Keresd meg a legjobb lépést.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing from your opponent&apos;s hole 1 can end in their empty hole 3 and take the 9 seeds of your hole 4. Make a move after which your opponent can capture none of your seeds.</source>
        <translation>Az ellenfeled 1‑es lyukából induló lerakás az ő üres 3‑as lyukában végződhet, és elviheti a 4‑es lyukad 9 kövét. Lépj úgy, hogy utána az ellenfeled egyetlen kövedet se zsákmányolhassa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your hole 1 is in danger and two captures tempt you, but free moves come first. Look at the whole board and find the best move.</source>
        <translation>Az 1‑es lyukad veszélyben van, és két zsákmány is csábít, de az ingyen lépések az elsők. Nézd át az egész táblát, és keresd meg a legjobb lépést.</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Kalah lessons: name the seeds as the Kalah lessons do</extracomment>
        <translation>Az utolsó köved egy üres lyukadba esett, ezért az ellenfél következik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>Az utolsó köved a saját %1 jelű lyukadba esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>Az utolsó köved az ellenfeled %1 jelű lyukába esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>Az utolsó köved máshová esett.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>A játék még nem ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>A játék döntetlennel ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>A játék véget ért, de az ellenfeled nyert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed that falls into an empty hole of yours: look for a hole whose seeds end in one.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Akkor zsákmányolsz, ha az utolsó kő egy saját üres lyukadba esik: keress olyan lyukat, amelynek kövei egy ilyenben érnek véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a sowing whose last seed falls into a hole that holds seeds.</source>
        <translation>Keress olyan lerakást, amelynek utolsó golyója olyan lyukba esik, amelyben már van golyó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when one side&apos;s holes are all empty: look for a move that empties the last of them.</source>
        <translation>A játék akkor ér véget, ha az egyik fél összes lyuka üres: keress olyan lépést, amely kiüríti az utolsókat.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Ez a lépés %n kővel kevesebbet ér a legjobbnál. Keress jobb lépést.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n követ zsákmányolhat tőled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n követ zsákmányolhat tőled, ha a %1 jelű lyukából vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>%n követ zsákmányoltál; a feladat legalább %1 követ kér.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KalahRules</name>
    <message>
        <location filename="../resources/games/kalah/KalahRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>A tábla</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Előnyadásos visszavágók</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Eredet és források</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>The start: your six holes are the bottom row, your store the one on the right.</source>
        <extracomment>Caption of a board diagram in the Rules dialog</extracomment>
        <translation>A kezdés: a hat lyukad az alsó sor, a gyűjtőrekeszed a jobb oldali.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your hole 1: its four seeds go one each into the next four holes.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>Az 1‑es lyukad: négy köve egyesével a következő négy lyukba kerül.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hole 3: the last of its four seeds falls into your store, and you move again.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>A 3‑as lyukad: négy köve közül az utolsó a gyűjtőrekeszedbe kerül, így még egyszer léphetsz.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hole 1: its one seed falls into your empty hole 2, and that seed and the 4 seeds facing it go to your store.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.</extracomment>
        <translation>Az 1‑es lyukad: egyetlen köve az üres 2‑es lyukadba kerül, és ezt a követ meg a szemközti 4 követ zsákmányként a gyűjtőrekeszedbe teszed.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Kalah is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end: yours is on your right. The player with more seeds in their store at the end wins.</source>
        <translation>A Kalah táblája két sorból áll, soronként 6 lyukkal, lyukanként 4 kővel, a két végén egy-egy gyűjtőrekesszel: a tiéd a jobb kéz felőli. Az győz, akinek a játék végén több köve van a gyűjtőrekeszében.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules do not say who starts: South, at the bottom, unless you choose otherwise in the new-game dialog.</source>
        <extracomment>Kalah rules. South is the player at the bottom of the board.</extracomment>
        <translation>A szabályok nem mondják meg, ki kezd: Dél, alul, hacsak az új játszma ablakában mást nem választasz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, through your own store but not your opponent&apos;s. A big handful goes all the way round, its own hole included.</source>
        <translation>Kiveszed valamelyik lyukad összes kövét, és az óramutató járásával ellentétes irányba haladva egyesével lerakod őket; a saját gyűjtőrekeszedbe is teszel egyet, az ellenfélét viszont kihagyod. Egy nagy marék teljesen körbeér, a kiinduló lyukat is beleértve.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Another move</source>
        <extracomment>Heading in the Rules dialog: the move a player makes again when the last seed falls into their store</extracomment>
        <translation>Még egy lépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seed in your store: you move again, as often as this happens.</source>
        <translation>Ha az utolsó kő a saját gyűjtőrekeszedbe kerül, még egyszer léphetsz, ahányszor csak ez megtörténik.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>If your last seed lands in an empty hole of yours, that seed and all the seeds of the facing hole go to your store, even when the facing hole is empty. Then the turn passes, as it does after any last seed outside your store.</source>
        <translation>Ha az utolsó kő valamelyik saját üres lyukadba kerül, ezt a követ és a szemközti lyuk összes kövét zsákmányként leveszed, és a saját gyűjtőrekeszedbe helyezed, akkor is, ha a szemközti lyuk üres. Ezután az ellenfél következik, ahogy mindig, ha az utolsó kő nem a gyűjtőrekeszedbe kerül.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After every sowing, if all of either player&apos;s holes are empty, the game ends and each player adds the seeds on their side to their store. More seeds wins; equal is a draw.</source>
        <translation>Minden lerakás után, ha valamelyik játékos összes lyuka üres, a játék véget ér, és mindkét játékos a saját gyűjtőrekeszébe teszi a saját térfelén maradt köveket. Az győz, akinek több köve van; egyenlőség esetén döntetlen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seeds per hole: 1 to 6 (default 4).</source>
        <extracomment>Kalah, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Kövek száma lyukanként: 1‑től 6‑ig (alapértelmezett: 4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holes per player: 4 to 6 (default 6).</source>
        <extracomment>Kalah, Options list. &quot;Holes per player&quot; is named as in the new-game dialog.</extracomment>
        <translation>Lyukak játékosonként: 4‑től 6‑ig (alapértelmezett: 6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture: even when the facing hole is empty (default) / only when the facing hole has seeds (as in most Kalah sets sold today).</source>
        <extracomment>Kalah, Options list. &quot;Capture&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Zsákmány: akkor is, ha a szemközti lyuk üres (alapértelmezett) / csak ha a szemközti lyukban van kő (mint a ma kapható Kalah-készletek többségénél).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kalah was devised in the United States in the 1940s and is the mancala most often sold as a boxed game. The rules here are the second rule set of a Hungarian page on games played on two rows of six holes.</source>
        <extracomment>Rules dialog, Kalah. The source is a Hungarian page on games played on a board of two rows of six holes.</extracomment>
        <translation>A Kalah az Egyesült Államokban született az 1940‑es években, és ez a dobozos játékként legtöbbet árult mankala. Az itteni szabályok egy magyar oldal második szabálykészletét követik, amely a két sorban hat-hat lyukkal játszott játékokról szól.</translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message>
        <location filename="../app/lesson/lessoncheck.cpp" line="+49"/>
        <source>%1: &quot;%2&quot; is not a decision</source>
        <translation>%1: a(z) &quot;%2&quot; nem lépés</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the task starts in a finished game</source>
        <translation>a feladat befejezett játszmából indul</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a task is the learner&apos;s, who plays South: North is to move</source>
        <translation>a feladatot a tanuló oldja meg, aki Délen játszik: itt Észak lép</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no decision meets the goal</source>
        <translation>egyetlen lépés sem teljesíti a célt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every decision meets the goal: it is no task</source>
        <translation>minden lépés teljesíti a célt: ez nem feladat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a task needs a hint</source>
        <translation>a feladathoz tipp is kell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hint %1 does not meet the goal</source>
        <translation>a tipp (%1) nem teljesíti a célt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hint&apos;s line does not win within the turns</source>
        <translation>a tipp lépéssora nem nyer a megadott számú körön belül</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a task on one decision has a hint of one decision (and its choices)</source>
        <translation>az egyetlen lépésre szóló feladat tippje is egyetlen lépés (az irányválasztásaival együtt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hint&apos;s line is not legal</source>
        <translation>a tipp lépéssora szabálytalan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hint&apos;s line does not meet the goal</source>
        <translation>a tipp lépéssora nem teljesíti a célt</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown game &quot;%1&quot;</source>
        <translation>ismeretlen játék: &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>options: &quot;%1&quot; is not an option of %2</source>
        <translation>options: a(z) %2 játékban nincs &quot;%1&quot; beállítás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>options: not a valid set</source>
        <translation>options: ezek a beállítások együtt érvénytelenek</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>position: &quot;%1&quot; is not a position of %2</source>
        <translation>position: a(z) &quot;%1&quot; nem érvényes állás a(z) %2 játékban</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>level: &quot;%1&quot; is not a level</source>
        <translation>level: nincs &quot;%1&quot; nevű szint</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>marks: &quot;%1&quot; is not a hole or store of %2</source>
        <translation>marks: a(z) &quot;%1&quot; se nem lyuk, se nem gyűjtőrekesz a(z) %2 játékban</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>goal: &quot;%1&quot; is not a goal</source>
        <translation>goal: nincs &quot;%1&quot; nevű cél</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>near-best judges one decision of play, not a whole turn or a set-up</source>
        <translation>a near-best egyetlen játékbeli lépést értékel, nem egy egész kört vagy egy elhelyezést</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>within: must be 0 or more</source>
        <translation>within: az értéknek 0 vagy többnek kell lennie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>place: &quot;%1&quot; is not a hole or store of %2</source>
        <translation>place: a(z) &quot;%1&quot; se nem lyuk, se nem gyűjtőrekesz a(z) %2 játékban</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>atLeast: must be 1 or more</source>
        <translation>atLeast: az értéknek 1 vagy többnek kell lennie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a step says something: its text is empty</source>
        <translation>egy résznek mondania kell valamit: a szövege üres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a step shows or asks, not both</source>
        <translation>egy rész vagy bemutat, vagy feladatot ad, a kettőt együtt nem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>show: %1 is not legal there</source>
        <translation>show: a(z) %1 ott szabálytalan lépés</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../app/lesson/lessonfile.cpp" line="+27"/>
        <source>Lesson %1</source>
        <translation>%1. lecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson %1, step %2</source>
        <translation>%1. lecke, %2. rész</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a member of a lesson file here.</source>
        <translation>&quot;%1&quot;: ilyen mező itt nem szerepelhet a leckefájlban.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; must be text.</source>
        <translation>&quot;%1&quot;: szövegnek kell lennie.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; must be a list of texts, as [&quot;3&quot;, &quot;5&quot;].</source>
        <translation>&quot;%1&quot;: szövegek listájának kell lennie, például [&quot;3&quot;, &quot;5&quot;].</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;%1&quot; must be a whole number from 0 to 1000.</source>
        <translation>&quot;%1&quot;: 0 és 1000 közötti egész számnak kell lennie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>&quot;%1&quot;: az értéke csak true vagy false lehet.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; must be 1 to 40 small letters, digits or hyphens, as &quot;captures-1&quot;.</source>
        <translation>&quot;%1&quot;: 1–40 kisbetűből, számjegyből vagy kötőjelből kell állnia, például &quot;captures-1&quot;.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a lesson is an object: {&quot;key&quot;: …, &quot;title&quot;: …, &quot;steps&quot;: […]}.</source>
        <translation>a lecke egy objektum: {&quot;key&quot;: …, &quot;title&quot;: …, &quot;steps&quot;: […]}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>another lesson has the key &quot;%1&quot;.</source>
        <translation>egy másik leckének is ez a kulcsa: &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson needs a &quot;title&quot;.</source>
        <translation>a leckéhez kell egy &quot;title&quot; mező.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson needs &quot;steps&quot;: a list of at least one step.</source>
        <translation>a leckéhez kell egy &quot;steps&quot; mező: legalább egy részből álló lista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a step is an object: {&quot;text&quot;: …, …}.</source>
        <translation>a rész egy objektum: {&quot;text&quot;: …, …}.</translation>
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
        <translation>A fájl mérete több mint 1 MiB: ez nem leckefájl.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>The file is not JSON: %1 at character %2.</source>
        <translation>A fájl nem JSON: %1 (%2. karakter).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a Semina lesson file: it has no &quot;format&quot;: &quot;semina-lesson&quot;.</source>
        <translation>Ez nem Semina-leckefájl: nincs benne &quot;format&quot;: &quot;semina-lesson&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This Semina reads lesson files of version %1; this one says %2.</source>
        <translation>Ez a Semina a(z) %1 verziószámú leckefájlokat tudja olvasni; ebben a fájlban a verziószám: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;game&quot; must be one of %1; this file says &quot;%2&quot;.</source>
        <translation>&quot;game&quot;: értéke ezek egyike lehet: %1; ebben a fájlban: &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file needs a &quot;title&quot;: the name the lessons screen shows.</source>
        <translation>A fájlhoz kell egy &quot;title&quot; mező: a név, amelyet a leckék képernyője mutat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file needs &quot;lessons&quot;: a list of at least one lesson.</source>
        <translation>A fájlhoz kell egy &quot;lessons&quot; mező: legalább egy leckéből álló lista.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The lesson file %1 cannot be read: %2</source>
        <translation>A leckefájl nem olvasható (%1): %2</translation>
    </message>
</context>
<context>
    <name>LessonFiles</name>
    <message>
        <location filename="../qml/lesson/LessonFiles.qml" line="+49"/>
        <source>Open a lesson</source>
        <extracomment>Title of the file dialog that opens a lesson file a teacher wrote</extracomment>
        <translation>Lecke megnyitása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button that opens the chosen lesson file</extracomment>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <extracomment>The file dialog&apos;s button that closes it without opening anything</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Semina lessons (*.semina-lesson)</source>
        <extracomment>The file dialog&apos;s filters: Semina&apos;s lesson files, and every file</extracomment>
        <translation>Semina-leckék (*.semina-lesson)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lesson file</source>
        <extracomment>Title of the message when a lesson file cannot be opened</extracomment>
        <translation>Leckefájl</translation>
    </message>
</context>
<context>
    <name>LessonScreen</name>
    <message numerus="yes">
        <location filename="../qml/lesson/LessonScreen.qml" line="+40"/>
        <source>Your %n star(s) and the steps you have done in these lessons will be forgotten.</source>
        <extracomment>Asked before Reset progress in the lessons; %n the stars earned in this game&apos;s lessons</extracomment>
        <translation>
            <numerusform>A leckékben szerzett %n csillagod és az elvégzett részek elvesznek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The steps you have done in these lessons will be forgotten.</source>
        <extracomment>Asked before Reset progress, when no star was earned yet</extracomment>
        <translation>A leckékben elvégzett részek elvesznek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <extracomment>The button in the question before resetting the lessons&apos; progress</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset your progress?</source>
        <extracomment>Asked before Reset progress in the lessons</extracomment>
        <translation>Törlöd a haladásodat?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep my progress</source>
        <extracomment>The button in the question before resetting the lessons&apos; progress that keeps it</extracomment>
        <translation>Megtartom a haladásomat</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Press Try again, or Next.</source>
        <translation>Nyomd meg az „Újra” vagy a „Tovább” gombot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well done: press Next.</source>
        <translation>Ügyes: nyomd meg a „Tovább” gombot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch this step, then press Next.</source>
        <translation>Nézd meg ezt a részt, aztán nyomd meg a „Tovább” gombot.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>← Games</source>
        <extracomment>Back to the list of games</extracomment>
        <translation>← Játékok</translation>
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
        <translation>%1 – tanulás</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Reset progress</source>
        <extracomment>Lessons: forget the stars earned in this game</extracomment>
        <translation>Haladás törlése</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export progress…</source>
        <extracomment>Lessons: write the learner&apos;s progress to a file for a teacher</extracomment>
        <translation>Haladás exportálása…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Progress reset.</source>
        <extracomment>Lessons: shown after Reset progress, beside Undo</extracomment>
        <translation>Haladás törölve.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <extracomment>Lessons: bring back the progress just reset</extracomment>
        <translation>Visszavonás</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../app/lesson/lessonsession.cpp" line="+56"/>
        <source>The lessons of this game could not be read.</source>
        <translation>A játék leckéit nem sikerült beolvasni.</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>This step could not be set up.</source>
        <translation>Ezt a részt nem sikerült előkészíteni.</translation>
    </message>
</context>
<context>
    <name>LessonStepCard</name>
    <message>
        <location filename="../qml/lesson/LessonStepCard.qml" line="+60"/>
        <source>%1 · step %2 of %3</source>
        <extracomment>Where the learner is: %1 the lesson&apos;s title, %2 and %3 the step and the steps</extracomment>
        <translation>%1 · %2/%3. rész</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Show the holes</source>
        <translation>Mutasd a lyukakat</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Next</source>
        <extracomment>Lessons: the next step</extracomment>
        <translation>Tovább</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Play a game now</source>
        <extracomment>At the end of a game&apos;s lessons: play a game against the computer</extracomment>
        <translation>Játssz egy játszmát</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Try again</source>
        <extracomment>Lessons: set the task up again</extracomment>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Hint</source>
        <extracomment>Lessons: first the idea to look for, then the holes worth a look, then the exact move</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the move</source>
        <translation>Mutasd a lépést</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Replay</source>
        <extracomment>Lessons: play the step&apos;s demonstration again</extracomment>
        <translation>Újrajátszás</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Previous</source>
        <extracomment>Lessons: the step before</extracomment>
        <translation>Vissza</translation>
    </message>
</context>
<context>
    <name>LessonTexts</name>
    <message>
        <location filename="../app/lesson/lessontexts.cpp" line="+49"/>
        <source>Your last seed fell into your store: another move, but no capture.</source>
        <translation>Az utolsó köved a gyűjtőrekeszedbe esett: újra léphetsz, de nincs zsákmány.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your last seed fell into a hole of yours that already held %n seed(s), so nothing was captured.</source>
        <extracomment>%n: the seeds the hole held before the last seed fell into it</extracomment>
        <translation>
            <numerusform>Az utolsó köved egy olyan lyukadba esett, amelyben már %n kő volt, ezért nincs zsákmány.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell on your opponent&apos;s side, so nothing was captured.</source>
        <translation>Az utolsó köved az ellenfél térfelére esett, ezért nincs zsákmány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed stopped before your store: it has to land exactly in the store.</source>
        <translation>Az utolsó köved a gyűjtőrekeszed előtt állt meg: pontosan a gyűjtőrekeszbe kell esnie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing went on past your store: the last seed has to land exactly in the store.</source>
        <translation>A lerakásod túlment a gyűjtőrekeszeden: az utolsó kőnek pontosan a gyűjtőrekeszbe kell esnie.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The task asks for your store.</source>
        <translation>A feladat a saját gyűjtőrekeszedet kéri.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The task asks for your hole %1.</source>
        <extracomment>A lesson&apos;s miss, after where the last seed fell; %1 the hole as the board labels it (&quot;6&quot;, &quot;B5&quot;)</extracomment>
        <translation>A feladat a saját %1 jelű lyukadat kéri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The task asks for your opponent&apos;s hole %1.</source>
        <extracomment>A lesson&apos;s miss, after where the last seed fell; %1 the hole as the board labels it (&quot;1&quot;, &quot;A7&quot;)</extracomment>
        <translation>A feladat az ellenfeled %1 jelű lyukát kéri.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Your first sowing captured nothing, so your turn had no second sowing.</source>
        <extracomment>Ali Guli Mane lessons, after a miss: under the rule of a second sowing only after a capture</extracomment>
        <translation>Az első lerakásod semmit sem zsákmányolt, így a köröd második lerakás nélkül ért véget.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Your last seed fell into your store.</source>
        <translation>Az utolsó köved a saját gyűjtőrekeszedbe esett.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The facing hole was empty: under this rule that captures nothing.</source>
        <translation>A szemben lévő lyuk üres volt: e szabály szerint így nincs zsákmány.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last hole now holds %n seed(s): only 2 or 6 capture.</source>
        <extracomment>%n: the seeds in the hole where the last seed fell, after it fell (Mankala: name them as its lessons do)</extracomment>
        <translation>
            <numerusform>Az utolsó lyukban most %n golyó van: csak 2 vagy 6 golyónál van zsákmány.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That hole is in your own row: under this rule only your opponent&apos;s row captures.</source>
        <translation>Az a lyuk a saját sorodban van: e szabály szerint csak az ellenfél sorában van zsákmány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sowing ended in a Saada, but the hole after it and the hole facing that were empty: nothing to take.</source>
        <translation>A lerakás Saadával ért véget, de az utána következő lyuk és a vele szemben lévő is üres volt: nincs zsákmány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hole after the Saada was empty: under this rule nothing is taken.</source>
        <translation>A Saada utáni lyuk üres volt: e szabály szerint így nincs zsákmány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lap ended in a full inner hole, but the outer hole behind it was not empty, so nothing was captured.</source>
        <translation>A meneted egy teli belső lyukban ért véget, de a mögötte lévő külső lyuk nem volt üres, ezért nincs zsákmány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lap ended in a full inner hole, but your opponent&apos;s two facing holes were not both full, so nothing was captured.</source>
        <translation>A meneted egy teli belső lyukban ért véget, de az ellenfeled két szemközti lyuka nem volt mindkettő teli, ezért nincs zsákmány.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You made %n capture(s); the task asks for at least %1.</source>
        <extracomment>%n: the captures made; %1: the captures the task asks for</extracomment>
        <translation>
            <numerusform>%n zsákmányt szereztél; a feladat legalább %1 zsákmányt kér.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured, but not with a clockwise lap from an aloka hole.</source>
        <translation>Zsákmányoltál, de nem egy aloka lyukból induló, az óramutató járásával megegyező menettel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn is not over yet: play it to the end.</source>
        <translation>A köröd még nem ért véget: játszd végig.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You earned %n extra move(s); the task asks for at least %1.</source>
        <extracomment>%n: the extra moves earned; %1: the extra moves the task asks for</extracomment>
        <translation>
            <numerusform>%n újabb lépést szereztél; a feladat legalább %1 lépést kér.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your sowing never went on from a new hole.</source>
        <extracomment>A lesson&apos;s miss: the sowing never picked up seeds to sow on (a relay)</extracomment>
        <translation>A lerakásod egyszer sem folytatódott új lyukból.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your sowing went on from a new hole only %n time(s).</source>
        <translation>
            <numerusform>A lerakásod csak %n alkalommal folytatódott új lyukból.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Find one that goes on at least %n time(s).</source>
        <extracomment>A lesson&apos;s miss, after what the sowing did: %n the relays the task asks for</extracomment>
        <translation>
            <numerusform>Keress olyat, amely legalább %n alkalommal folytatódik.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn did not stop at a direction choice.</source>
        <translation>A köröd nem állt meg irányválasztásnál.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your opponent can still move.</source>
        <translation>Az ellenfeled még tud lépni.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You did not win within %n turn(s).</source>
        <extracomment>%n: the turns the task allows</extracomment>
        <translation>
            <numerusform>Nem nyertél %n körön belül.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cannot be played here.</source>
        <translation>Ezt itt nem lehet lépni.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Count the holes from each of yours to your store: a hole with just that many seeds ends in the store.</source>
        <translation>Számold meg, hány lyuk van egy-egy lyukadtól a gyűjtőrekeszedig: az a lyuk, amelyben pont ennyi kő van, a gyűjtőrekeszben ér véget.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A handful of seeds ends as many holes on as it holds seeds: which of your holes ends in hole %1?</source>
        <extracomment>A lesson&apos;s first hint; %1 the hole as the board labels it</extracomment>
        <translation>Egy marék annyi lyukkal odébb ér véget, ahány magból áll: melyik lyukad ér véget a %1 jelű lyukban?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Look at your aloka holes: a clockwise lap from one of them may end in a capture.</source>
        <translation>Nézd meg az aloka lyukaidat: valamelyikből az óramutató járásával megegyező menet zsákmánnyal végződhet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a sowing that goes on from an aloka hole where a clockwise lap would capture.</source>
        <translation>Keress olyan lerakást, amely egy aloka lyukból folytatódik, ahonnan az óramutató járásával megegyező menet zsákmányolna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a move that leaves your opponent nothing to play.</source>
        <translation>Keress olyan lépést, amely után az ellenfelednek nem marad mivel lépnie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Think a turn ahead: what will your opponent be able to play after your move?</source>
        <translation>Gondolkodj egy körrel előre: mit léphet az ellenfeled a lépésed után?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weigh each move: what it wins now, and what it leaves your opponent to take on their turn.</source>
        <translation>Mérlegeld minden lépésedet: mit nyer most, és mit hagy az ellenfelednek, hogy a következő körében elvegye.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find which of your holes your opponent could capture on their turn, then move those seeds away or spoil the capture.</source>
        <translation>Keresd meg, melyik lyukadat zsákmányolhatja az ellenfeled a következő körében, aztán vidd el onnan a magokat, vagy rontsd el a zsákmányt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done, at the first try!</source>
        <translation>Ügyes, elsőre sikerült!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <translation>Ügyes!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done. Try it again without help for more stars.</source>
        <translation>Kész. Próbáld újra segítség nélkül, hogy több csillagot kapj.</translation>
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
        <translation>Kilépés</translation>
    </message>
</context>
<context>
    <name>MankalaGame</name>
    <message>
        <location filename="../resources/games/mankala/MankalaGame.qml" line="+12"/>
        <source>Seeds per hole</source>
        <extracomment>The new-game dialog: an option&apos;s name, in this game&apos;s word for its seeds</extracomment>
        <translation>Golyók száma lyukanként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many seeds each hole holds at the start.</source>
        <extracomment>The new-game dialog: the option&apos;s explanation, in this game&apos;s word for its seeds</extracomment>
        <translation>Hány golyó van kezdetben egy-egy lyukban.</translation>
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
        <translation>Zsákmány, ha az utolsónak letett golyóval a lyukban 2 vagy 6 golyó lesz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two-row mancala games are played across Africa and Asia. Semina&apos;s Mankala is the first of two rule sets on a Hungarian page about games on a board of two rows of six holes: captures on two or six.</source>
        <translation>A kétsoros mankalajátékokat Afrikában és Ázsiában mindenütt játsszák. A Semina Mankalája egy magyar oldal két szabálykészlete közül az első; az oldal a két sorban hat-hat lyukon játszott játékokról szól. Zsákmány akkor van, ha az utolsó golyóval a lyukban 2 vagy 6 golyó lesz.</translation>
    </message>
</context>
<context>
    <name>MankalaLessons</name>
    <message>
        <location filename="../resources/games/mankala/MankalaLessons.qml" line="+36"/>
        <source>Sowing</source>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board has two rows of six holes and a store at each end; the stores only keep the seeds you capture. Every hole starts with four seeds, 48 in all. Either player may begin: &quot;Who starts&quot; in the new-game dialog says who, South by default.</source>
        <translation>A táblán két sorban hat-hat lyuk van, és mindkét végén egy gyűjtőrekesz; a gyűjtőrekeszek csak a zsákmányolt golyókat őrzik. Kezdéskor minden lyukban négy golyó van, összesen 48. Bármelyik játékos kezdhet: az „Új játszma” ablakban a „Ki kezd” mondja meg, ki, ha másként nem döntesz, Dél.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The six holes at the bottom are yours. On your turn you lift all the seeds of one of your holes and sow them one by one into the holes that follow, counter-clockwise. Then the turn passes: every turn is one sowing.</source>
        <translation>Tiéd az alsó sor hat lyuka. Amikor te lépsz, a saját térfeled egyik lyukából kiveszed az összes golyót, és az óramutató járásával ellentétes irányba haladva egyesével lerakod őket a következő lyukakba. Ezután az ellenfél lép: minden lépés egyetlen lerakás.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A sowing goes on into your opponent&apos;s row, and no seed ever goes into a store. Sow so that your last seed falls into your opponent&apos;s hole 1.</source>
        <translation>A lerakás folytonosan az ellenfél mezőire is áttér, és gyűjtőrekeszbe soha nem kerül golyó. Úgy lépj, hogy az utolsó golyót az ellenfeled 1‑es lyukába tedd le.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game may also start with six seeds a hole, 72 in all: &quot;Seeds per hole&quot; in the new-game dialog. Sow so that your last seed falls into your opponent&apos;s hole 3.</source>
        <translation>A játék lyukanként hat golyóval, összesen 72‑vel is indulhat: ez a „Golyók száma lyukanként” az „Új játszma” ablakban. Úgy lépj, hogy az utolsó golyót az ellenfeled 3‑as lyukába tedd le.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A hole of twelve seeds or more sows round both rows and on into the hole it was taken from: no hole is skipped. Make your last seed fall back into your hole 2.</source>
        <translation>A tizenkét vagy több golyót tartalmazó lyuk mindkét soron körbemegy, és abba a lyukba is tesz, ahonnan a golyókat kivetted: egyetlen lyukat sem kell kihagyni. Úgy lépj, hogy az utolsó golyó visszakerüljön a 2‑es lyukadba.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture on 2 or 6</source>
        <translation>Zsákmány 2 vagy 6 golyóval</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your last seed makes a hole hold 2 or 6 seeds, you capture them all into your store. Only the hole of the last seed counts: here your hole 6 and your opponent&apos;s hole 1 reach 6 on the way, but only hole 2 is captured.</source>
        <translation>Ha az utolsó golyót olyan lyukba teszed le, amelyben így 2 vagy 6 golyó lesz, a lyuk tartalmát zsákmányként leveszed, és a saját gyűjtőrekeszedbe helyezed. Csak az utolsó golyó lyuka számít: itt a 6‑os lyukadban és az ellenfeled 1‑es lyukában is 6 golyó lesz közben, de csak a 2‑es lyuk tartalmát veszed le.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A hole that held 5 seeds holds 6 after your last seed. Capture 6 seeds.</source>
        <translation>Az a lyuk, amelyben korábban 5 golyó volt, az utolsó golyóddal 6‑ra egészül ki. Zsákmányolj 6 golyót.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The hole may just as well be in your own row. Make a capture.</source>
        <translation>A lyuk a saját térfeleden is lehet. Szerezz zsákmányt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Some players capture only in the opponent&apos;s row. Under this rule, filling your own hole 4 up to 6 captures nothing: make a capture in your opponent&apos;s row.</source>
        <translation>Egyes játékosok csak az ellenfél térfelén zsákmányolnak. E szabály szerint ha a saját 4‑es lyukadat egészíted ki 6‑ra, az nem ad zsákmányt: szerezz zsákmányt az ellenfeled térfelén.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The end of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player to move has no seed left in their row, the game is over: every seed still on the board goes to the other player. Watch: after these two sowings you cannot move.</source>
        <translation>Ha a soron következő játékosnak már nem marad golyója a saját térfelén, és ezért nem tud lépni, a játék véget ér: a táblán maradt valamennyi golyó az ellenfélé lesz. Figyeld meg: e két lerakás után nem tudsz lépni.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now the other way round: capture your opponent&apos;s last seeds, and every seed left on the board is yours. The player with more seeds in the store wins.</source>
        <translation>Most fordítva: vedd le zsákmányként az ellenfeled utolsó golyóit, és a táblán maradt valamennyi golyó a tiéd lesz. Az győz, akinek a gyűjtőrekeszében több golyó van.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A capture of 6 seeds is on offer here, but a smaller capture ends the game in your favour. Win the game with this move.</source>
        <translation>Itt 6 golyós zsákmány is kínálkozik, de egy kisebb zsákmány a te javadra fejezi be a játékot. Nyerd meg a játékot ezzel a lépéssel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Win the game within two of your turns: keep seeds in your own row, and leave your opponent none.</source>
        <translation>Nyerd meg a játékot legfeljebb két lépésből: maradjon golyó a saját térfeleden, az ellenfelednek pedig ne maradjon.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seeds leave the board only by capture, so play can go round in circles. When the same position comes up for the third time, the game ends and each player takes the seeds of their own row.</source>
        <translation>A golyók csak zsákmányként kerülnek le a tábláról, ezért a játék körbe-körbe mehet. Ha ugyanaz az állás harmadszor fordul elő, a játék véget ér, és mindkét játékos megkapja a saját térfelén maradt golyókat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a match the games follow one another: each new game starts from your store, four seeds a hole, and a hole you cannot fill stays out of play for that game. &quot;Next round&quot; in the new-game dialog says who starts the next game: each in turn, the loser or the winner.</source>
        <translation>Egy mérkőzésben a játszmák egymás után következnek: minden új játszma a gyűjtőrekeszedből indul, lyukanként négy golyóval, és az a lyuk, amelyet nem tudsz feltölteni, abban a játszmában kimarad a játékból. Az „Új játszma” ablakban a „Következő forduló” mondja meg, ki kezdi a következő játszmát: felváltva, a vesztes vagy a győztes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Strategy</source>
        <translation>Stratégia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hole of 1 or 5 seeds is a target: one more seed makes it a 2 or a 6. A sowing from your opponent&apos;s hole 6 can end in your hole 2: make a move after which your opponent cannot capture in your row.</source>
        <translation>Az 1 vagy 5 golyós lyuk célpont: egyetlen újabb golyó 2‑re vagy 6‑ra egészíti ki. Az ellenfeled 6‑os lyukából induló lerakás a 2‑es lyukadban végződhet: lépj úgy, hogy utána az ellenfeled ne zsákmányolhasson a térfeleden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two of your sowings capture 6 seeds. Before you choose, look at what each of them leaves your opponent. Find the best move.</source>
        <translation>Két lerakásod is 6 golyót zsákmányol. Mielőtt választasz, nézd meg, mit hagy az ellenfelednek az egyik, és mit a másik. Keresd meg a legjobb lépést.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now two of your holes are targets: your opponent can make a 6 in your hole 2 and a 2 in your hole 3. Make a move after which your opponent cannot capture in your row.</source>
        <translation>Most két lyukad is célpont: az ellenfeled 6‑ot csinálhat a 2‑es lyukadban, és 2‑t a 3‑as lyukadban. Lépj úgy, hogy utána az ellenfeled ne zsákmányolhasson a térfeleden.</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Mankala lessons: name the seeds as the Mankala lessons do</extracomment>
        <translation>Az utolsó golyód egy üres lyukadba esett, ezért az ellenfél következik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>Az utolsó golyód a saját %1 jelű lyukadba esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>Az utolsó golyód az ellenfeled %1 jelű lyukába esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>Az utolsó golyód máshová esett.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>A játék még nem ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>A játék döntetlennel ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>A játék véget ért, de az ellenfeled nyert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed that makes a hole hold 2 or 6: look for a hole holding 1 or 5 where a sowing ends.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Akkor zsákmányolsz, ha az utolsó golyóval egy lyukban 2 vagy 6 golyó lesz: keress 1 vagy 5 golyós lyukat, ahol egy lerakás véget ér.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a sowing whose last seed falls into a hole that holds seeds.</source>
        <translation>Keress olyan lerakást, amelynek utolsó golyója olyan lyukba esik, amelyben már van golyó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends when the player to move has no seed in their row: look for a move that leaves your opponent none.</source>
        <translation>A játék akkor ér véget, ha a soron következő játékos sorában nincs golyó: keress olyan lépést, amely nem hagy golyót az ellenfelednek.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Ez a lépés %n golyóval kevesebbet ér a legjobbnál. Keress jobb lépést.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n golyót zsákmányolhat tőled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n golyót zsákmányolhat tőled, ha a %1 jelű lyukából vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>%n golyót zsákmányoltál; a feladat legalább %1 golyót kér.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MankalaRules</name>
    <message>
        <location filename="../resources/games/mankala/MankalaRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>A tábla</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Előnyadásos visszavágók</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Eredet és források</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>The start: your six holes are the bottom row; your captures go to the store on the right.</source>
        <extracomment>Caption of a board diagram in the Rules dialog</extracomment>
        <translation>A kezdés: a hat lyukad az alsó sor; a zsákmányod a jobb oldali gyűjtőrekeszbe kerül.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your hole 5: its last seed makes your opponent&apos;s hole 2 hold 2, and you capture both.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing; the red ring the capture.</extracomment>
        <translation>Az 5‑ös lyukad: az utolsó golyó után az ellenfél 2‑es lyukában 2 golyó lesz, és mindkettőt zsákmányként leveszed.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Mankala is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end (yours is on your right) that only keeps captured seeds. Whoever captures more seeds wins.</source>
        <translation>A Mankala táblája két sorból áll, soronként 6 lyukkal, lyukanként 4 golyóval, a két végén egy-egy gyűjtőrekesszel (a tiéd a jobb kéz felőli), amely csak a zsákmányolt golyókat őrzi. Az győz, aki több golyót zsákmányol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either player may start; you choose in the new-game dialog (South, at the bottom, by default).</source>
        <extracomment>Mankala rules. South is the player at the bottom of the board.</extracomment>
        <translation>Bármelyik játékos kezdhet: ezt az „Új játszma” ablakban választod ki (ha másként nem döntesz, Dél, a lent ülő játékos kezd).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, round both rows, skipping the stores. A big handful goes all the way round, its own hole included.</source>
        <translation>Kiveszed valamelyik lyukad összes golyóját, és az óramutató járásával ellentétes irányba haladva egyesével lerakod őket mindkét soron körbe, a gyűjtőrekeszeket kihagyva. Egy nagy marék teljesen körbeér, a kiinduló lyukat is beleértve.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If your last seed lands in a hole, on either side, that held 1 or 5 seeds (now 2 or 6), all its seeds go to your store. Only that hole is captured, and the turn passes: there are no extra moves.</source>
        <translation>Ha az utolsó golyó – bármelyik oldalon – olyan lyukba kerül, amelyben korábban 1 vagy 5 golyó volt (így most 2 vagy 6 van benne), a lyuk összes golyóját zsákmányként leveszed, és a saját gyűjtőrekeszedbe helyezed. Csak ez az egy lyuk a zsákmány, és ezután az ellenfél következik: újabb lépés nem jár.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>When the player to move has no seeds on their side, the game ends and all seeds left on the board go to the other player&apos;s store.</source>
        <translation>Ha a soron következő játékosnak nincs golyója a saját térfelén, a játék véget ér, és a táblán maradt összes golyó az ellenfele gyűjtőrekeszébe kerül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If the same position occurs a third time, the game ends and each player takes the seeds on their side. More seeds wins; equal is a draw.</source>
        <translation>Ha ugyanaz az állás harmadszor fordul elő, a játék véget ér, és mindkét játékos megkapja a saját térfelén lévő golyókat. Az győz, akinek több golyója van; egyenlőség esetén döntetlen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seeds per hole: 4 (default) or 6.</source>
        <extracomment>Mankala, Options list. &quot;Seeds per hole&quot; is named as in the new-game dialog.</extracomment>
        <translation>Golyók száma lyukanként: 4 (alapértelmezett) vagy 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures: in any hole (default) / only on the opponent&apos;s side.</source>
        <extracomment>Mankala, Options list. &quot;Captures&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Zsákmányolás: bármelyik lyukban (alapértelmezett) / csak az ellenfél térfelén.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mancala games of two rows are played across Africa and Asia. These rules are the first rule set of a Hungarian page on games played on two rows of six holes.</source>
        <extracomment>Rules dialog, Mankala. The source is a Hungarian page on games played on a board of two rows of six holes.</extracomment>
        <translation>A kétsoros mankalajátékokat Afrikában és Ázsiában mindenütt játsszák. Ezek a szabályok egy magyar oldal első szabálykészletét követik, amely a két sorban hat-hat lyukkal játszott játékokról szól.</translation>
    </message>
</context>
<context>
    <name>MatchBoard</name>
    <message>
        <location filename="../qml/match/MatchBoard.qml" line="+30"/>
        <source>Match over: %1</source>
        <extracomment>The scoreboard&apos;s heading once the match is over: %1 the score</extracomment>
        <translation>A mérkőzés véget ért: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match, round %1: %2</source>
        <extracomment>The scoreboard&apos;s heading: %1 the round being played, %2 the score</extracomment>
        <translation>Mérkőzés, %1. forduló: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+44"/>
        <source>End match</source>
        <translation>Mérkőzés vége</translation>
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
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South %1 – %2 North</source>
        <extracomment>The match score in rounds won: South&apos;s, then North&apos;s</extracomment>
        <translation>Dél %1 – %2 Észak</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+109"/>
        <source>being played</source>
        <extracomment>The scoreboard&apos;s row of the round being played</extracomment>
        <translation>folyamatban</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+107"/>
        <source>drawn</source>
        <translation>döntetlen</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>%1 won</source>
        <extracomment>The scoreboard: who won the round (Omweso counts no margin)</extracomment>
        <translation>%1 nyert</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won by %n seed(s)</source>
        <extracomment>The scoreboard: %1 who won the round, %n by how many seeds</extracomment>
        <translation>
            <numerusform>%1 nyert %n maggal</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; carried %2 – %3</source>
        <extracomment>The scoreboard: the seeds each player carried out of the round into the next</extracomment>
        <translation>%1; továbbvitt magok: %2 – %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is drawn, %1.</source>
        <translation>A mérkőzés döntetlen, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2.</source>
        <extracomment>%1 the match&apos;s winner, %2 the score in rounds</extracomment>
        <translation>%1 nyerte a mérkőzést, %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loser cannot fill a single hole.</source>
        <extracomment>Why the match ended: the loser&apos;s stock is too small for one hole</extracomment>
        <translation>A vesztes egyetlen lyukat sem tud feltölteni.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 fills %n hole(s): click the holes to fill.</source>
        <extracomment>Refill between rounds. %1 the player (South/North), %n the holes their stock fills</extracomment>
        <translation>
            <numerusform>%1 %n lyukat tölt fel: kattints a feltöltendő lyukakra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n chosen.</source>
        <extracomment>Refill between rounds: how many holes are chosen so far</extracomment>
        <translation>
            <numerusform>%n kiválasztva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n seed(s) stay in the stock; the other holes are protected.</source>
        <extracomment>Refill between rounds: the seeds too few for a hole stay in the stock</extracomment>
        <translation>
            <numerusform>%n mag a készletben marad; a többi lyuk védett.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Both players fill every hole.</source>
        <translation>Mindkét játékos minden lyukát feltölti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is choosing which holes to fill…</source>
        <extracomment>Refill between rounds, while the computer searches for its best fill</extracomment>
        <translation>%1 választja ki, mely lyukakat tölti fel…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 fills holes %2, chosen at random.</source>
        <extracomment>The Random level&apos;s fill: %1 the player, %2 the holes</extracomment>
        <translation>%1 a(z) %2 lyukakat tölti fel, véletlenszerűen választva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: no other choice looks better than filling from the left.</source>
        <translation>%1 a(z) %2 lyukakat tölti fel: egyik másik választás sem tűnik jobbnak a balról kezdett feltöltésnél.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: the search finds a win of the next round from there.</source>
        <translation>%1 a(z) %2 lyukakat tölti fel: a keresés innen nyerő játékot talál a következő fordulóra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 fills holes %2: filling from the left would lose the next round by force.</source>
        <translation>%1 a(z) %2 lyukakat tölti fel: balról kezdve a következő forduló biztosan elveszne.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 fills holes %2: the opponent&apos;s first turn can take at most %n seed(s), not %3.</source>
        <extracomment>%n: the most seeds the opponent&apos;s first turn can take after this fill; %3: after filling from the left</extracomment>
        <translation>
            <numerusform>%1 a(z) %2 lyukakat tölti fel: az ellenfél első lépése legfeljebb %n magot zsákmányolhat, nem %3‑at.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 fills holes %2: the search rates it a little better than filling from the left.</source>
        <translation>%1 a(z) %2 lyukakat tölti fel: a keresés kicsit jobbnak ítéli a balról kezdett feltöltésnél.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 fills holes %2: the search rates it %n seed(s) better than filling from the left.</source>
        <extracomment>%n: how many seeds better the search rates this fill (rounded)</extracomment>
        <translation>
            <numerusform>%1 a(z) %2 lyukakat tölti fel: a keresés %n maggal jobbnak ítéli a balról kezdett feltöltésnél.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds for the next round: South %1, North %2.</source>
        <extracomment>Omweso&apos;s next round: the seeds each player places</extracomment>
        <translation>Magok a következő fordulóra: Dél %1, Észak %2.</translation>
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
        <translation>A következő fordulót az dönti el, hány magot helyez el egy-egy játékos: ezt állítsd be lent.</translation>
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
        <translation>nem fejeződött be: nem számít</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match ends on the rounds won: %1.</source>
        <extracomment>Asked before ending a match: %1 the rounds won (&quot;South 1 – 0 North&quot;)</extracomment>
        <translation>A mérkőzést a megnyert fordulók döntik el: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 is not finished: it will not count.</source>
        <extracomment>Asked before ending a match during a round: %1 the round&apos;s number</extracomment>
        <translation>A(z) %1. forduló nem fejeződött be: nem fog számítani.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 can fill only %n hole(s): take one out first.</source>
        <extracomment>Refill: a hole clicked when as many as the stock fills are chosen</extracomment>
        <translation>
            <numerusform>%1 csak %n lyukat tölthet fel: előbb vegyél ki egyet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only %1&apos;s holes can be chosen: the winner fills every hole.</source>
        <extracomment>Refill: a click on the round winner&apos;s hole; %1 the loser, who chooses</extracomment>
        <translation>Csak %1 lyukai választhatók: a győztes minden lyukát feltölti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer chooses %1&apos;s holes.</source>
        <extracomment>Refill: a click on a hole while the computer chooses its own fill</extracomment>
        <translation>%1 lyukait a számítógép választja ki.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is nothing to choose.</source>
        <extracomment>Refill: a click on a hole when every hole is filled</extracomment>
        <translation>Nincs mit választani.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/game/MoveList.qml" line="+59"/>
        <source>inaccuracy</source>
        <extracomment>Move list, after a review: the grade of a decision, for a screen reader</extracomment>
        <translation>pontatlanság</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mistake</source>
        <translation>hiba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>súlyos hiba</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <location filename="../app/game/movelistmodel.cpp" line="+62"/>
        <source>S</source>
        <extracomment>The move list: the letter of South, the player at the bottom</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <extracomment>The move list: the letter of North, the player at the top</extracomment>
        <translation>É</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1. %2 set-up</source>
        <extracomment>The move list: a player&apos;s set-up of their seeds (Omweso); %1 the turn, %2 S or N</extracomment>
        <translation>%1. %2 kezdőállás</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message numerus="yes">
        <location filename="../app/board/narration.cpp" line="+60"/>
        <source>%1 sows hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 South or North, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 a(z) %2. lyukból vet: %n mag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 sows %3&apos;s hole %2: %n seed(s).</source>
        <extracomment>Screen reader: %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 %3 %2. lyukából vet: %n mag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 picks up %n seed(s) from hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing goes on from a hole; %1 the mover, %2 the hole&apos;s number</extracomment>
        <translation>
            <numerusform>%1 felveszi a(z) %2. lyuk %n magját, és tovább vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 picks up %n seed(s) from %3&apos;s hole %2 and sows on.</source>
        <extracomment>Screen reader: a relay sowing; %1 the mover, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 felveszi %3 %2. lyukának %n magját, és tovább vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 captures %n seed(s) from hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the number of the capturer&apos;s own hole</extracomment>
        <translation>
            <numerusform>%1 %n magot zsákmányol a(z) %2. lyukból.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures %n seed(s) from %3&apos;s hole %2.</source>
        <extracomment>Screen reader: %1 the capturer, %2 the hole&apos;s number, %3 its owner</extracomment>
        <translation>
            <numerusform>%1 %n magot zsákmányol %3 %2. lyukából.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seeds left in the holes are gathered up.</source>
        <extracomment>Screen reader: at the end, the seeds still in the holes go to the players</extracomment>
        <translation>A lyukakban maradt magokat összegyűjtik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seeds go back into the holes for the next round.</source>
        <extracomment>Screen reader: a match&apos;s next round is set up from the seeds each player won</extracomment>
        <translation>A magok visszakerülnek a lyukakba a következő fordulóhoz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has set out the seeds.</source>
        <extracomment>Screen reader: Omweso&apos;s set-up; %1 South or North</extracomment>
        <translation>%1 elrendezte a golyóit.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose a direction: %n seed(s) in hand.</source>
        <extracomment>Screen reader: Omweso, the seeds in hand wait for a direction</extracomment>
        <translation>
            <numerusform>Válassz irányt: %n golyó van a kézben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sows clockwise.</source>
        <translation>%1 az óramutató járásával megegyező irányba vet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sows counter-clockwise.</source>
        <translation>%1 az óramutató járásával ellentétes irányba vet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 makes the second sowing.</source>
        <extracomment>Screen reader: Ali Guli Mane&apos;s second sowing of the turn; %1 South or North</extracomment>
        <translation>%1 a második vetést végzi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves again.</source>
        <extracomment>Screen reader: Kalah&apos;s extra move; %1 South or North</extracomment>
        <translation>%1 még egyszer lép.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader: %1 South or North</extracomment>
        <translation>%1 lép.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round is over. %1</source>
        <extracomment>Screen reader: %1 who won it (&quot;South wins.&quot; or &quot;A draw.&quot;)</extracomment>
        <translation>A forduló véget ért. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. %1</source>
        <extracomment>Screen reader: %1 who won (&quot;South wins.&quot; or &quot;A draw.&quot;)</extracomment>
        <translation>A játszma véget ért. %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+38"/>
        <source>New game: %1</source>
        <translation>Új játszma: %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Players</source>
        <extracomment>New-game dialog: the heading over who plays and who starts</extracomment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>South (bottom)</source>
        <extracomment>New-game dialog: the player at the bottom</extracomment>
        <translation>Dél (lent)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>North (top)</source>
        <translation>Észak (fent)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who starts</source>
        <translation>Ki kezd</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match</source>
        <extracomment>New-game dialog: a single game or a match of rounds</extracomment>
        <translation>Mérkőzés</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rounds with handicap rematches</source>
        <extracomment>New-game dialog: play rounds, each refilled from what the players captured in the last</extracomment>
        <translation>Fordulók előnyadásos visszavágókkal</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set up a position…</source>
        <extracomment>New-game dialog: open the position editor for this game, with the rules and players chosen here</extracomment>
        <translation>Állás felállítása…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancel</source>
        <extracomment>New-game dialog: close it without starting a game</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
</context>
<context>
    <name>OmwesoGame</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoGame.qml" line="+13"/>
        <source>Traditional Omweso: no condition</source>
        <extracomment>The new-game dialog: the capture condition&apos;s value without it</extracomment>
        <translation>Hagyományos Omweso: nincs feltétel</translation>
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
        <translation>Négy sor, szabad kezdőállás, láncolt lerakás és az óramutató járásával megegyező zsákmányolás az aloka lyukakból.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Omweso is the four-row mancala of Uganda. Semina&apos;s rules follow an Italian description of a game on four rows of eight holes with aloka holes, played with marbles, that names no game. Its captures need your outer hole in that column to be empty; traditional Omweso, without that condition, is an option.</source>
        <translation>Az Omweso Uganda négysoros mankalajátéka. A Semina szabályai egy négy sorban nyolc-nyolc lyukon, aloka lyukakkal, golyókkal játszott játék olasz leírását követik, amely nem nevezi meg a játékot. Ebben a zsákmányhoz üresnek kell lennie a külső lyukadnak abban az oszlopban; a hagyományos Omweso, ilyen feltétel nélkül, beállításként választható.</translation>
    </message>
</context>
<context>
    <name>OmwesoLessons</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoLessons.qml" line="+37"/>
        <source>Set-up and sowing</source>
        <translation>Kezdőállás és lerakás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two rows nearest to you are yours: the outer row at the bottom and the inner row by the centre. Before play each player places 32 seeds as they like in their 16 holes, South first, then North.</source>
        <translation>Tiéd a hozzád közelebbi két sor: lent a külső sor, a középvonal mellett a belső sor. Játék előtt mindkét játékos tetszése szerint elhelyezi a 32 magját a saját 16 lyukában, előbb Dél, aztán Észak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In a game you place your seeds with the set-up panel. A left click or Enter on a hole adds a seed, a right click or Backspace takes one back; Even, Random and Last used fill your holes at once, and Done ends your set-up.</source>
        <translation>Játék közben a magjaidat a kezdőállás-panelen helyezed el. Bal kattintással vagy Enterrel egy lyukba egy magot teszel, jobb kattintással vagy Backspace-szel egyet visszaveszel; az Egyenletes, a Véletlen és a Legutóbbi egyszerre tölti fel a lyukaidat, a Kész pedig befejezi a kezdőállást.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place your seeds with a plan. Only a hole with more than one seed can start a turn, and a column whose outer hole is empty cannot be captured, while its full inner hole can capture. Many players fill the inner row and leave some outer holes empty, as here.</source>
        <translation>Tervvel helyezd el a magjaidat. Lépést csak egynél több magot tartalmazó lyukból kezdhetsz, és az az oszlop, amelynek a külső lyuka üres, nem zsákmányolható, a teli belső lyuka viszont zsákmányolhat. Sokan feltöltik a belső sort, és néhány külső lyukat üresen hagynak, ahogy itt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You start from a hole with more than one seed and sow counter-clockwise round your own two rows: along the outer row to the right, back along the inner row. When the last seed falls into an empty hole, you give up your turn.</source>
        <translation>Egynél több magot tartalmazó lyukból indulsz, és a magokat az óramutató járásával ellentétes irányba rakod le körbe a saját két sorodon: a külső soron jobbra, a belső soron vissza. Ha az utolsó mag üres lyukba kerül, átadod a lépést.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count before you sow: a hole with 2 seeds reaches the second hole after it. Sow so that your last seed falls into your empty hole 10 and your turn ends there.</source>
        <translation>Számolj, mielőtt lerakod a magokat: a 2 magot tartalmazó lyuk a második utána következő lyukig ér. Lépj úgy, hogy az utolsó magod az üres 10‑es lyukadba kerüljön, és ott érjen véget a lépésed.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When the last seed falls into a hole that holds seeds, you take them all in hand and sow on from the next hole.</source>
        <translation>Ha az utolsó mag olyan lyukba kerül, amelyben már van mag, mindet kézbe veszed, és a következő lyuktól folytatod a lerakást.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Make a sowing that goes on at least twice.</source>
        <translation>Lépj úgy, hogy a lerakás legalább kétszer folytatódjon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A sowing goes on for as long as its last seed falls into full holes. Find one that goes on at least four times.</source>
        <translation>A lerakás addig folytatódik, amíg az utolsó mag teli lyukba kerül. Keress olyat, amely legalább négyszer folytatódik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capture</source>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your last seed falls into a full hole of your inner row, the outer hole behind it is empty, and both of your opponent&apos;s holes across the centre hold seeds: you capture them. You sow the captured seeds on from the hole after the one your lap started from.</source>
        <translation>Az utolsó magod a belső sorod egy teli lyukába kerül, a mögötte lévő külső lyuk üres, és az ellenfeled mindkét, a középvonalon túli lyukában van mag: ezeket zsákmányolod. A zsákmányolt magokat a menet kiinduló lyuka utáni lyuktól kezdve rakod le tovább.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The outer hole behind must be empty once your lap is sown. From your hole 5 the lap drops a seed into your hole 8 on its way, so it does not capture. Make a capture.</source>
        <translation>A mögötte lévő külső lyuknak a menet végén kell üresnek lennie. Az 5‑ös lyukadból induló menet útközben a 8‑as lyukadba is tesz egy magot, ezért nem zsákmányol. Szerezz zsákmányt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The captured seeds you sow on may end in a capture again. Make two captures in one turn.</source>
        <translation>A zsákmányolt magok lerakása is végződhet újabb zsákmánnyal. Zsákmányolj kétszer egyetlen lépésben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Traditional Omweso does not ask for the empty outer hole. Under this rule, capture across the centre although your hole 8 holds seeds.</source>
        <translation>A hagyományos Omweso nem kéri, hogy a külső lyuk üres legyen. E szabály szerint zsákmányolj a középvonalon túlról, bár a 8‑as lyukadban van mag.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The aloka holes</source>
        <translation>Az aloka lyukak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The four holes at your left are the aloka holes. A lap that starts from one of them may go clockwise, but only if it ends in a capture.</source>
        <translation>A bal oldali négy lyukad az aloka lyukak. Az egyikükből induló menet az óramutató járásával megegyező irányba is haladhat, de csak ha zsákmánnyal végződik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Make a clockwise capture from an aloka hole.</source>
        <translation>Zsákmányolj egy aloka lyukból az óramutató járásával megegyező irányba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This also holds in the middle of a turn: when you sow on from an aloka hole and a clockwise lap would capture, you choose the direction. Make a sowing that brings you to such a choice.</source>
        <translation>Ez a lépés közben is így van: ha egy aloka lyukból folytatod a lerakást, és az óramutató járásával megegyező menet zsákmányolna, te választod meg az irányt. Lépj úgy, hogy ilyen választáshoz juss.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hold 3 seeds to sow on from your hole 2. Choose the direction that captures.</source>
        <translation>3 mag van a kezedben, ezeket a 2‑es lyukad után rakod le tovább. Válaszd azt az irányt, amelyik zsákmányt hoz.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The end of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who has no seeds left, or only single seeds, when their turn begins has lost. Capture your opponent&apos;s last holes with more than one seed.</source>
        <translation>Akinek a lépése kezdetén már nincs magja, vagy csak magányos magjai vannak, elvesztette a játékot. Zsákmányold az ellenfeled utolsó olyan lyukait, amelyekben egynél több mag van.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Here your opponent has three holes with more than one seed, and only one turn of yours captures them all. Find it: leave your opponent only single seeds.</source>
        <translation>Itt az ellenfelednek három olyan lyuka van, amelyben egynél több mag van, és csak egyetlen lépésed zsákmányolja mindet. Találd meg: az ellenfelednek csak magányos magjai maradjanak.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your opponent&apos;s two holes with more than one seed lie in two columns, so one capture is not enough. Look for a turn whose captures take both columns.</source>
        <translation>Az ellenfeled két olyan lyuka, amelyben egynél több mag van, két különböző oszlopban áll, ezért egy zsákmány nem elég. Keress olyan lépést, amelynek a zsákmányai mindkét oszlopot elviszik.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the same position comes up for the third time, the game ends in a draw. Here each player&apos;s only move shifts their seeds one hole on: after 16 turns each the board is as it was, and after 32 the game is drawn.</source>
        <translation>Ha ugyanaz az állás harmadszor fordul elő, a játszma döntetlennel ér véget. Itt mindkét játékos egyetlen lépése egy lyukkal odébb viszi a magjait: 16-16 lépés után a tábla olyan, mint volt, 32-32 után pedig a játszma döntetlen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Relay sowing can go round and round for ever, so a turn may sow at most 1,000 laps, and a sowing that would never end is not allowed. Your hole 5 is your only start here, and its sowing would never end: when your turn comes, you have no move and lose.</source>
        <translation>A továbbfolytatott lerakás a végtelenségig mehet körbe-körbe, ezért egy lépés legfeljebb 1000 menetből állhat, és soha véget nem érő lerakás nem megengedett. Itt csak az 5‑ös lyukadból indulhatnál, de az a lerakás soha nem érne véget: amikor rád kerül a sor, nincs lépésed, és veszítesz.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In a match the handicap is in the set-up: the loser of a round places four seeds more in the next one and the winner four fewer, from 20 up to 44 each. Here you lost the round before and place 36 seeds, your opponent 28.</source>
        <translation>Egy mérkőzésben az előny a kezdőállásban van: a forduló vesztese a következőben néggyel több magot helyez el, a győztes néggyel kevesebbet, fejenként 20 és 44 között. Itt te vesztetted el az előző fordulót, így 36 magot helyezel el, az ellenfeled 28‑at.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keeping your seeds safe</source>
        <translation>A magjaid védelme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two holes of one of your columns are open to capture when both hold seeds and, across the centre, your opponent&apos;s inner hole is full and the outer one behind it is empty. Here your opponent&apos;s lap ends in that inner hole and takes your holes 7 and 10.</source>
        <translation>Egy oszlopod két lyuka zsákmányolható, ha mindkettőben van mag, és a középvonalon túl az ellenfeled belső lyuka teli, a mögötte lévő külső lyuk pedig üres. Itt az ellenfeled menete ebben a belső lyukban ér véget, és elviszi a 7‑es és a 10‑es lyukadat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now it is your move. A column with an empty hole cannot be captured, which is why a good set-up leaves no pair open to capture: make a move after which your opponent captures nothing.</source>
        <translation>Most te lépsz. Az az oszlop, amelynek az egyik lyuka üres, nem zsákmányolható, ezért egy jó kezdőállás egyetlen lyukpárt sem hagy zsákmányolhatónak: lépj úgy, hogy az ellenfeled semmit se zsákmányolhasson.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your holes 1 and 16 and your holes 4 and 13 are both open to capture, but only one of these pairs can be taken by a lap of your opponent&apos;s. Find it and make a move after which your opponent captures nothing.</source>
        <translation>Az 1‑es és 16‑os lyukadból álló pár is, a 4‑es és 13‑as lyukadból álló pár is zsákmányolható, de az ellenfeled menete csak az egyiket tudja elvinni. Keresd meg, és lépj úgy, hogy az ellenfeled semmit se zsákmányolhasson.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three of your holes capture the same 8 seeds, but your holes 5 and 12 are open to capture. Choose the capture that also leaves your opponent nothing to take.</source>
        <translation>Három lyukadból is ugyanazt a 8 magot zsákmányolhatod, de az 5‑ös és a 12‑es lyukad zsákmányolható. Válaszd azt a zsákmányt, amely után az ellenfeled semmit sem zsákmányolhat.</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Your last seed fell into an empty hole of yours, so the turn passed.</source>
        <extracomment>Lesson feedback in Omweso lessons: name the seeds as the Omweso lessons do</extracomment>
        <translation>Az utolsó magod egy üres lyukadba esett, ezért az ellenfél következik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your hole %1.</source>
        <translation>Az utolsó magod a saját %1 jelű lyukadba esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell into your opponent&apos;s hole %1.</source>
        <translation>Az utolsó magod az ellenfeled %1 jelű lyukába esett.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last seed fell somewhere else.</source>
        <translation>Az utolsó magod máshová esett.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not over yet.</source>
        <translation>A játék még nem ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ended in a draw.</source>
        <translation>A játék döntetlennel ért véget.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over, but your opponent won it.</source>
        <translation>A játék véget ért, de az ellenfeled nyert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture comes from a last seed in a full inner hole whose outer hole is empty, facing two full holes: look for a lap that ends there.</source>
        <extracomment>A lesson&apos;s first hint: the idea to look for, in this game&apos;s words</extracomment>
        <translation>Akkor zsákmányolsz, ha az utolsó mag egy teli belső lyukba esik, amely mögött üres a külső lyuk, és szemben két teli lyuk van: keress ott végződő menetet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing goes on when its last seed falls into a hole that held seeds: look for laps that end in full holes.</source>
        <translation>A lerakás folytatódik, ha az utolsó mag olyan lyukba esik, amelyben már volt mag: keress teli lyukakban végződő meneteket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player with no hole of two or more seeds has lost: look for captures that leave your opponent only single seeds.</source>
        <translation>Aki nem tud két vagy több magot tartalmazó lyukból lépni, veszített: keress olyan zsákmányokat, amelyek után az ellenfelednek csak magányos magjai maradnak.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>That move is worth %n seed(s) less than the best one here. Look for the better move.</source>
        <extracomment>A lesson&apos;s miss: %n the seeds the move is worth less than the best one, as the engine sees it</extracomment>
        <translation>
            <numerusform>Ez a lépés %n maggal kevesebbet ér a legjobbnál. Keress jobb lépést.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n magot zsákmányolhat tőled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Now your opponent can capture %n of your seeds by sowing their hole %1.</source>
        <extracomment>A lesson&apos;s miss: %n the learner&apos;s seeds the opponent can capture on their next turn; %1 the opponent&apos;s hole that does it, as the board labels it</extracomment>
        <translation>
            <numerusform>Most az ellenfeled %n magot zsákmányolhat tőled, ha a %1 jelű lyukából vet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>You captured %n seed(s); the task asks for at least %1.</source>
        <extracomment>%n: the seeds captured; %1: the seeds the task asks for</extracomment>
        <translation>
            <numerusform>%n magot zsákmányoltál; a feladat legalább %1 magot kér.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OmwesoRules</name>
    <message>
        <location filename="../resources/games/omweso/OmwesoRules.qml" line="+10"/>
        <source>The board</source>
        <extracomment>Heading in the Rules dialog, above what the board looks like</extracomment>
        <translation>A tábla</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Lerakás</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Capture</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The end of the game</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Options</source>
        <extracomment>Heading in the Rules dialog, above the rule options of the new-game dialog</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Handicap rematches</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Előnyadásos visszavágók</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Origin and sources</source>
        <extracomment>Heading in the Rules dialog, above where the game comes from and the text its rules follow</extracomment>
        <translation>Eredet és források</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your loop is the two bottom rows; the ringed holes on your left are your aloka holes.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. Aloka holes are four special holes of each player.</extracomment>
        <translation>A pályád a két alsó sor; a bal oldalon bekarikázott lyukak az aloka lyukaid.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your hole 6: its three seeds go on round your loop, and the last falls into an empty hole, so the turn ends.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrow shows the sowing.</extracomment>
        <translation>A 6‑os lyukad: három magja továbbhalad a pályádon, az utolsó üres lyukba kerül, így véget ér a lépésed.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last seed fills an inner hole whose outer hole is empty, across from two full holes: you take their seeds and sow them on.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.</extracomment>
        <translation>Az utolsó mag egy teli belső lyukba kerül, amelynek külső lyuka üres, és két teli lyukkal néz szembe: ezek magjait zsákmányként leveszed, és tovább lerakod őket.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hole 2: each last seed that falls into a full hole takes up its seeds, until one falls into an empty hole.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing, one per handful.</extracomment>
        <translation>A 2‑es lyukad: valahányszor az utolsó mag teli lyukba kerül, kiveszed annak magjait, amíg egy üres lyukba nem kerül.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>From your aloka hole 15, clockwise: the lap ends in a capture, so it may go this way.</source>
        <extracomment>Caption of a board diagram in the Rules dialog. The arrows show the sowing; the red rings the capture.</extracomment>
        <translation>Az aloka 15‑ös lyukadból, az óramutató járásával megegyezően: a menet zsákmánnyal végződik, ezért mehet erre.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Omweso is played on 4 rows of 8 holes with 64 seeds. Each player owns the two rows on their side, the outer row (nearest to them) and the inner row (by the centre), which form a closed loop of 16 holes: you only ever sow in your own loop. The four holes on your left are your aloka holes. Seeds never leave the board; you win when your opponent cannot move.</source>
        <translation>Az Omweso táblája 4 sorból áll, soronként 8 lyukkal, és 64 maggal játsszák. Mindkét játékosé a saját oldalán lévő két sor: a külső sor (a hozzá legközelebbi) és a belső sor (a tábla közepe felé eső), amelyek együtt 16 lyukból álló zárt pályát alkotnak: csak a saját pályádon raksz le magot. Aloka lyukaid a bal kéz felőli négy lyuk. A magok sosem kerülnek le a tábláról; akkor nyersz, ha az ellenfeled már nem tud lépni.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set-up</source>
        <extracomment>Heading in the Rules dialog: placing the seeds before the game</extracomment>
        <translation>Elhelyezés</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start your turn from one of your holes with more than one seed: take all its seeds and sow them one per hole, counter-clockwise round your loop (right along your outer row, left along your inner row). A big handful goes round and into its own hole too.</source>
        <translation>A lépést valamelyik saját, egynél több magot tartalmazó lyukadból kezded: kiveszed az összes magját, és az óramutató járásával ellentétes irányba haladva egyesével lerakod őket a saját pályádon (a külső sorban jobbra, a belső sorban balra). Egy nagy marék körbeér, és a kiinduló lyukba is jut belőle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seed in an empty hole: your turn ends.</source>
        <translation>Ha az utolsó mag üres lyukba kerül, a lépésednek vége.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>When the last seed makes one of your inner holes hold two or more, your outer hole in that column is empty and both opponent holes facing that column hold seeds, you capture them: take all their seeds and sow them on in your loop, from the hole after the one the capturing lap started from.</source>
        <extracomment>Omweso rules. A lap is one handful sown one seed per hole.</extracomment>
        <translation>Ha az utolsó maggal valamelyik belső lyukadban kettő vagy több mag lesz, az ugyanabban az oszlopban lévő külső lyukad üres, és az ellenfélnek az oszloppal szemközti mindkét lyukában van mag, zsákmányolsz: ennek a két lyuknak az összes magját leveszed, és a saját pályádon lerakod őket, annak a lyuknak a következőjétől kezdve, amelyből a zsákmányoló menet indult.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>When the last seed makes a hole hold two or more and there is no capture, pick up all the seeds of that hole and sow on from the next hole.</source>
        <translation>Ha az utolsó maggal egy lyukban kettő vagy több mag lesz, és nincs zsákmány, kiveszed annak a lyuknak az összes magját, és a következő lyuktól folytatod a lerakást.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A lap starting from one of your aloka holes (your chosen hole, a relay or a sowing of captured seeds) may go clockwise instead, but only if that clockwise lap ends in a capture; then you choose. All other laps go counter-clockwise.</source>
        <translation>Az aloka lyukaid egyikéből induló menet (a választott lyukból, láncolt lerakáskor vagy a zsákmányolt magok lerakásakor) az óramutató járásával megegyező irányba is haladhat, de csak akkor, ha ez a menet zsákmánnyal végződik; ilyenkor te választasz. Minden más menet az óramutató járásával ellentétes irányba halad.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Aloka holes</source>
        <extracomment>Heading in the Rules dialog. Aloka holes are four special holes of each player.</extracomment>
        <translation>Az aloka lyukak</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Each player places 32 seeds freely in their 16 holes (empty holes are allowed), South first, then North. Then South moves. In a match the seeds are the handicap: the loser of a round places 4 more in the next, the winner 4 fewer (36 and 28 after the first round), never fewer than 20 or more than 44.</source>
        <extracomment>Omweso rules. South is the player at the bottom of the board, North the one at the top.</extracomment>
        <translation>Mindkét játékos tetszése szerint helyezi el 32 magját a saját 16 lyukában (üres lyuk is maradhat), előbb Dél, aztán Észak. Ezután Dél lép. Mérkőzésben a magok száma az előny: egy forduló vesztese a következőben 4‑gyel többet helyez el, a győztese 4‑gyel kevesebbet (az első forduló után 36‑ot és 28‑at), de senki sem kevesebbet 20‑nál vagy többet 44‑nél.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>A player with no hole of more than one seed at the start of their turn loses. The same position occurring a third time is a draw.</source>
        <translation>Veszít az a játékos, akinek a lépése elején nincs egynél több magot tartalmazó lyuka. Ha ugyanaz az állás harmadszor fordul elő, a játszma döntetlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may sow at most 1,000 laps: a move that would never end is not allowed and is not offered. A player with no allowed move loses.</source>
        <translation>Egy lépés legfeljebb 1000 menetből állhat: soha véget nem érő lépés nem megengedett, a program fel sem kínálja. Akinek nincs megengedett lépése, veszít.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture condition: outer hole must be empty (default) / traditional Omweso: no condition, so a capture does not need your outer hole in that column to be empty.</source>
        <extracomment>Omweso, Options list. &quot;Capture condition&quot; and its two values are named as in the new-game dialog.</extracomment>
        <translation>Zsákmányolás feltétele: a külső lyuknak üresnek kell lennie (alapértelmezett) / hagyományos Omweso: nincs feltétel, vagyis a zsákmányhoz nem kell, hogy az adott oszlopban lévő külső lyukad üres legyen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rounds make up a match. Each round starts with a new set-up: the loser of the round before places 4 more seeds, the winner 4 fewer, never fewer than 20 or more than 44 (you may change the split before the round starts); after a drawn round it stays. The player who did not start the round before starts. The match never ends by itself: you stop it; the score is the number of rounds won.</source>
        <extracomment>Rules dialog, Omweso&apos;s match play: the handicap is the number of seeds each places (docs/rules.md)</extracomment>
        <translation>A fordulók mérkőzést alkotnak. Minden forduló új elrendezéssel kezdődik: az előző forduló vesztese 4 maggal többet helyez el, a győztese 4‑gyel kevesebbet, de senki sem helyez el 20‑nál kevesebbet vagy 44‑nél többet (a felosztást a forduló kezdete előtt módosíthatjátok); döntetlen forduló után a felosztás marad. Az a játékos kezd, aki az előző fordulót nem kezdte. A mérkőzés magától sosem ér véget: ti fejezitek be; az eredmény a megnyert fordulók száma.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Omweso is the four-row mancala of Uganda. These rules follow an Italian description of a four-row game with aloka holes that names no game; its captures need the outer hole to be empty, which Omweso&apos;s do not.</source>
        <extracomment>Rules dialog, Omweso. The source is an Italian description that gives the game no name.</extracomment>
        <translation>Az Omweso Uganda négysoros mankalajátéka. Ezek a szabályok egy négysoros, aloka lyukas játék olasz leírását követik, amely nem nevezi meg a játékot; ebben a zsákmányhoz üresnek kell lennie a külső lyuknak, az Omwesóban nem.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Relay sowing</source>
        <extracomment>Heading in the Rules dialog</extracomment>
        <translation>Láncolt lerakás</translation>
    </message>
</context>
<context>
    <name>OptionCatalog</name>
    <message>
        <location filename="../app/catalog/optioncatalog.cpp" line="+47"/>
        <source>Next round</source>
        <translation>Következő forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts the next round of a handicap rematch.</source>
        <translation>Ki kezdi az előnyadásos visszavágó következő fordulóját.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Players alternate</source>
        <translation>A játékosok felváltva kezdenek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser starts</source>
        <translation>A vesztes kezd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner starts</source>
        <translation>A győztes kezd</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Holes per player</source>
        <translation>Lyukak játékosonként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The length of each row.</source>
        <translation>Az egyes sorok hossza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture</source>
        <translation>Zsákmány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ending in your own empty hole takes that seed and the facing hole&apos;s seeds.</source>
        <translation>Ha az utolsó kő a saját üres lyukadba kerül, azt és a szemközti lyuk köveit zsákmányolod.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Even when the facing hole is empty</source>
        <translation>Akkor is, ha a szemközti lyuk üres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when the facing hole has seeds</source>
        <translation>Csak ha a szemközti lyukban van kő</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Captures</source>
        <translation>Zsákmányolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a last seed that makes two or six captures.</source>
        <translation>Hol zsákmányol az az utolsó golyó, amellyel egy lyukban 2 vagy 6 golyó lesz.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In any hole</source>
        <translation>Bármelyik lyukban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only on the opponent&apos;s side</source>
        <translation>Csak az ellenfél térfelén</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Second sowing</source>
        <translation>Második lerakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a player sows a second time in a turn.</source>
        <translation>Mikor jár a játékosnak második lerakás egy lépésen belül.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Always</source>
        <translation>Mindig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only after a capture</source>
        <translation>Csak zsákmány után</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Direction</source>
        <translation>Irány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way a sowing may go.</source>
        <translation>Milyen irányba haladhat egy lerakás.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Either way, the player chooses</source>
        <translation>Bármelyik irányba, a játékos választ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise only</source>
        <translation>Csak az óramutató járásával ellentétes irányba</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Empty capture hole</source>
        <translation>Üres zsákmánylyuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a Saada takes when the hole after the empty one is empty.</source>
        <translation>Mi a zsákmány a Saadánál, ha az üres lyuk utáni lyuk is üres.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Still the facing hole</source>
        <translation>A szemközti lyuk így is zsákmány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nincs zsákmány</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Capture condition</source>
        <translation>Zsákmányolás feltétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a capture needs your outer hole in that column to be empty.</source>
        <translation>Kell-e a zsákmányhoz, hogy az adott oszlopban lévő külső lyukad üres legyen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Outer hole must be empty</source>
        <translation>A külső lyuknak üresnek kell lennie</translation>
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
            <numerusform>mag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>in store</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds in their store, sown there and captured (Kalah)</extracomment>
        <translation>
            <numerusform>gyűjtőrekeszben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captured</source>
        <comment>score</comment>
        <extracomment>Under a player&apos;s score: the seeds they captured</extracomment>
        <translation>
            <numerusform>zsákmány</numerusform>
        </translation>
    </message>
    <message>
        <location line="-30"/>
        <source>thinking…</source>
        <extracomment>On the card of the player whose turn it is</extracomment>
        <translation>gondolkodik…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>to move</source>
        <translation>lép</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../app/game/players.cpp" line="+70"/>
        <location line="+21"/>
        <source>Unknown computer level &quot;%1&quot; for this game.</source>
        <translation>Ismeretlen számítógépszint ehhez a játékhoz: „%1”.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/editor/positioneditor.cpp" line="+127"/>
        <source>A turn begins</source>
        <extracomment>Position editor: what is due, the usual case</extracomment>
        <translation>Egy kör kezdődik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The second sowing of the turn</source>
        <extracomment>Position editor: what is due (Ali Guli Mane&apos;s two sowings a turn)</extracomment>
        <translation>A kör második vetése</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setting out the seeds</source>
        <extracomment>Position editor: what is due (Omweso: the player to move places their seeds next)</extracomment>
        <translation>A magok kirakása</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>These rules do not fit together.</source>
        <translation>Ezek a szabályok nem férnek össze.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Hole %1 of %2 holds %n seed(s), but the whole game has only %3.</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North, %3 all the seeds of the game</extracomment>
        <translation>
            <numerusform>%2 %1 jelű lyukában %n mag van, pedig az egész játékban csak %3 van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The stock of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>%1 készletében %n mag van, pedig az egész játékban csak %2 van.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The store of %1 holds %n seed(s), but the whole game has only %2.</source>
        <translation>
            <numerusform>%1 gyűjtőrekeszében %n mag van, pedig az egész játékban csak %2 van.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game keeps no seeds in stores.</source>
        <translation>Ebben a játékban nincs gyűjtőrekesz.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Hole %1 of %2 is protected, so it must be empty, but it holds %n seed(s).</source>
        <extracomment>Position editor: %1 a hole&apos;s name, %2 South or North</extracomment>
        <translation>
            <numerusform>%2 %1 jelű lyuka védett, ezért üresnek kell lennie, de %n mag van benne.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no protected holes.</source>
        <translation>Ebben a játékban nincsenek védett lyukak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hole of %1 is protected: at least one must stay in play.</source>
        <translation>%1 minden lyuka védett: legalább egynek játékban kell maradnia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has no such phase.</source>
        <translation>Ebben a játékban nincs ilyen szakasz.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 sets out their seeds next, so their holes must be empty, but they hold %n seed(s).</source>
        <extracomment>Position editor: %1 South or North, who sets out their seeds next</extracomment>
        <translation>
            <numerusform>%1 rakja ki most a magjait, ezért a lyukainak üresnek kell lenniük, de %n mag van bennük.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s) with those still to be set out, but the game is played with %1.</source>
        <extracomment>Position editor, Omweso&apos;s set-up: %1 the seeds the game is played with</extracomment>
        <translation>
            <numerusform>A még kirakandókkal együtt %n mag van, de a játékot %1 maggal játsszák.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n seed(s), but the game is played with %1, or with a handicap fewer by %2 a hole, down to %3.</source>
        <extracomment>Position editor: %1 the game&apos;s seeds, %2 the seeds of one hole, %3 the fewest with a handicap</extracomment>
        <translation>
            <numerusform>%n mag van, de a játékot %1 maggal játsszák, előnyadással lyukanként %2 maggal kevesebbel, legalább %3 maggal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>There are %n seed(s), but the game is played with %1.</source>
        <translation>
            <numerusform>%n mag van, de a játékot %1 maggal játsszák.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The holes of %1 are empty: the game would be over at once.</source>
        <translation>%1 lyukai üresek: a játszma azonnal véget érne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no legal move: the game would be over at once.</source>
        <translation>%1 következik, de nincs szabályos lépése: a játszma azonnal véget érne.</translation>
    </message>
</context>
<context>
    <name>ProgressBook</name>
    <message numerus="yes">
        <location filename="../qml/lesson/ProgressBook.qml" line="+27"/>
        <source>%1 of %n step(s) done · %2 of %3 stars</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: %1 steps done of all its steps (%n), %2 stars earned of the most, %3</extracomment>
        <translation>
            <numerusform>%n részből %1 kész · %3 csillagból %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n try(s)</source>
        <extracomment>The teacher&apos;s view, a book&apos;s totals: the tries judged at its tasks</extracomment>
        <translation>
            <numerusform>%n próbálkozás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %2, %n try(s)</source>
        <extracomment>The teacher&apos;s view, a task: %1 its number, %2 its stars (★★☆), %n the tries</extracomment>
        <translation>
            <numerusform>%1.: %2, %n próbálkozás</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: seen</source>
        <extracomment>The teacher&apos;s view, a step that shows, watched: %1 its number</extracomment>
        <translation>%1.: megnézve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not yet</source>
        <extracomment>The teacher&apos;s view, a step not done yet: %1 its number</extracomment>
        <translation>%1.: még nem</translation>
    </message>
</context>
<context>
    <name>ProgressExport</name>
    <message>
        <location filename="../qml/lesson/ProgressExport.qml" line="+32"/>
        <source>Export your progress</source>
        <extracomment>Export my progress…: the first step, the learner&apos;s name</extracomment>
        <translation>Haladásod exportálása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your name: your teacher reads it first.</source>
        <translation>Add meg a neved: a tanárod először azt olvassa el.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your stars, tries and the steps you have done in every game&apos;s lessons go into one file for your teacher.</source>
        <extracomment>Export my progress…: what the file holds</extracomment>
        <translation>Minden játék leckéiben szerzett csillagaid, próbálkozásaid és elvégzett részeid egyetlen fájlba kerülnek a tanárod számára.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your name</source>
        <extracomment>Export my progress…: the learner&apos;s name field</extracomment>
        <translation>A neved</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save your progress</source>
        <extracomment>Title of the file dialog that saves the learner&apos;s progress</extracomment>
        <translation>Haladásod mentése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Semina progress (*.semina-progress)</source>
        <extracomment>The file dialog&apos;s filter for a learner&apos;s progress files</extracomment>
        <translation>Semina-haladás (*.semina-progress)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress is in %1.</source>
        <extracomment>Said once the learner&apos;s progress is written: %1 the file</extracomment>
        <translation>A haladásod ebben a fájlban van: %1.</translation>
    </message>
</context>
<context>
    <name>ProgressFile</name>
    <message>
        <location filename="../app/lesson/progressfile.cpp" line="+126"/>
        <source>The file is not JSON: %1 at character %2.</source>
        <translation>A fájl nem JSON: %1 (%2. karakter).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a learner&apos;s progress: it has no &quot;format&quot;: &quot;semina-progress&quot;.</source>
        <translation>Ez nem egy tanuló haladása: nincs benne &quot;format&quot;: &quot;semina-progress&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This Semina reads progress files of version %1; this one says %2.</source>
        <translation>Ez a Semina a(z) %1. verziójú haladásfájlokat olvassa; ebben a fájlban a verziószám: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file names no learner.</source>
        <translation>A fájl nem nevez meg tanulót.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Book %1, lesson %2: a step is not written as Semina writes it.</source>
        <translation>%1. könyv, %2. lecke: egy rész nem úgy van leírva, ahogy a Semina írja.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Book %1 has no key or title.</source>
        <translation>A(z) %1. könyvnek nincs kulcsa vagy címe.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The puzzles&apos; part is not written as Semina writes it.</source>
        <translation>A feladványok része nem úgy van leírva, ahogy a Semina írja.</translation>
    </message>
</context>
<context>
    <name>ProgressFiles</name>
    <message>
        <location line="+28"/>
        <source>Give the learner&apos;s name: the teacher reads it first.</source>
        <translation>Add meg a tanuló nevét: a tanár először azt olvassa el.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The progress cannot be written here.</source>
        <translation>A haladás itt nem írható ki.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The progress could not be written to %1: %2</source>
        <translation>A haladást nem sikerült ide írni: %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file %1 cannot be read: %2</source>
        <translation>A fájl nem olvasható: %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is larger than 8 MiB: it is no learner&apos;s progress.</source>
        <translation>A fájl nagyobb 8 MiB-nál: nem egy tanuló haladása.</translation>
    </message>
</context>
<context>
    <name>ProgressReport</name>
    <message>
        <location filename="../qml/lesson/ProgressReport.qml" line="+46"/>
        <source>Open a learner&apos;s progress</source>
        <extracomment>Title of the file dialog that opens a learner&apos;s progress file</extracomment>
        <translation>Egy tanuló haladásának megnyitása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semina progress (*.semina-progress)</source>
        <translation>Semina-haladás (*.semina-progress)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Learner&apos;s progress</source>
        <extracomment>Title of the message when a learner&apos;s progress file cannot be opened</extracomment>
        <translation>A tanuló haladása</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Progress of %1</source>
        <extracomment>The teacher&apos;s view of a learner&apos;s progress: %1 the learner&apos;s name</extracomment>
        <translation>Haladás: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Exported %1</source>
        <extracomment>The teacher&apos;s view: when the learner wrote the file (%1 a date and time)</extracomment>
        <translation>Exportálva: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Puzzles</source>
        <extracomment>The teacher&apos;s view: the heading of the puzzles&apos; results</extracomment>
        <translation>Feladványok</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: rating %2, %3 of %n tried solved at once, best streak %4</source>
        <extracomment>The teacher&apos;s view, a game&apos;s puzzles: %1 the game, %2 the rating, %3 solved at the first try of %n tried, %4 the best streak</extracomment>
        <translation>
            <numerusform>%1: értékszám %2, %n próbáltból %3 elsőre megoldva, legjobb sorozat %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleScreen</name>
    <message>
        <location filename="../qml/puzzle/PuzzleScreen.qml" line="+64"/>
        <source>← Games</source>
        <extracomment>Back to the list of games</extracomment>
        <translation>← Játékok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Puzzles: %1</source>
        <extracomment>The puzzles screen&apos;s title: %1 the game</extracomment>
        <translation>Feladványok: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your rating: %1</source>
        <extracomment>Puzzles: the player&apos;s rating</extracomment>
        <translation>Értékszámod: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Streak: %n</source>
        <extracomment>Puzzles: puzzles solved at the first try in a row</extracomment>
        <translation>
            <numerusform>Sorozat: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Best streak: %n</source>
        <extracomment>Puzzles: the longest streak so far</extracomment>
        <translation>
            <numerusform>Legjobb sorozat: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 of %n tried solved at once</source>
        <extracomment>Puzzles: %1 solved at the first try, of %n tried</extracomment>
        <translation>
            <numerusform>%n próbáltból %1 elsőre megoldva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Puzzle rating: %1</source>
        <extracomment>Puzzles: this puzzle&apos;s difficulty rating</extracomment>
        <translation>A feladvány értékszáma: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Themes: %1</source>
        <extracomment>Puzzles: this puzzle&apos;s themes (shown once tried, so that they do not give it away)</extracomment>
        <translation>Témák: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Press Try again, or Next puzzle.</source>
        <extracomment>Puzzles: a click on the board when it takes no move</extracomment>
        <translation>Nyomd meg az Újra vagy a Következő feladvány gombot.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Show the answer</source>
        <extracomment>Puzzles: play the answer on the board</extracomment>
        <translation>A megoldás megmutatása</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next puzzle</source>
        <extracomment>Puzzles: go on to another puzzle</extracomment>
        <translation>Következő feladvány</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <location filename="../app/puzzle/puzzlesession.cpp" line="+28"/>
        <source>capture</source>
        <extracomment>A puzzle&apos;s theme: its answer captures</extracomment>
        <translation>zsákmány</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>extra move</source>
        <extracomment>A puzzle&apos;s theme: its answer earns another move (Kalah)</extracomment>
        <translation>még egy lépés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relay sowing</source>
        <extracomment>A puzzle&apos;s theme: its answer sows on in relay laps</extracomment>
        <translation>láncolt lerakás</translation>
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
        <translation>zsákmány aloka lyukból</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>denying the opponent</source>
        <extracomment>A puzzle&apos;s theme: the answer leaves the opponent the least</extracomment>
        <translation>az ellenfél visszaszorítása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>endgame</source>
        <extracomment>A puzzle&apos;s theme: an endgame to win</extracomment>
        <translation>végjáték</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This game has no puzzles.</source>
        <translation>Ehhez a játékhoz nincsenek feladványok.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The puzzles of this game could not be read (line %1).</source>
        <translation>A játék feladványait nem sikerült beolvasni (%1. sor).</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>Your turn: find the best way to play the whole turn (%n decision(s) to find).</source>
        <extracomment>A puzzle&apos;s task when the answer is a whole turn of several decisions (%n of them with a choice)</extracomment>
        <translation>
            <numerusform>Te jössz: találd meg, hogyan a legjobb végigjátszani az egész kört (%n lépést kell megtalálnod).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: find the best move. One move is clearly better than every other.</source>
        <extracomment>A puzzle&apos;s task: one decision is clearly the best</extracomment>
        <translation>Te jössz: találd meg a legjobb lépést. Egy lépés egyértelműen jobb az összes többinél.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Solved. The rating moves only at a puzzle&apos;s first try.</source>
        <extracomment>A puzzle solved after an earlier try (the rating moves only at the first)</extracomment>
        <translation>Megoldva. Az értékszám csak a feladvány első próbálkozásánál változik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved! Your rating is now %1 (%2).</source>
        <extracomment>A puzzle solved at the first try: %1 the player&apos;s new rating, %2 its change (+12)</extracomment>
        <translation>Megoldva! Az értékszámod most %1 (%2).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not the best move here. Weighing it…</source>
        <extracomment>A puzzle missed, while the engine weighs the move</extracomment>
        <translation>Ez itt nem a legjobb lépés. Mérlegelem…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not the best move here.</source>
        <translation>Ez itt nem a legjobb lépés.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not the best: that move gives away %n seed(s) against the best one.</source>
        <translation>
            <numerusform>Nem a legjobb: ez a lépés %n magot ad le a legjobbhoz képest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not the best: by the engine&apos;s estimate that move gives away about %n seed(s) against the best one.</source>
        <extracomment>A puzzle missed (the search&apos;s estimate): %n the seeds the move gives away against the best</extracomment>
        <translation>
            <numerusform>Nem a legjobb: a program becslése szerint ez a lépés körülbelül %n magot ad le a legjobbhoz képest.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>That was the answer. Try it yourself, or go on to the next puzzle.</source>
        <extracomment>After the answer was shown on the board</extracomment>
        <translation>Ez volt a megoldás. Próbáld ki magad, vagy lépj tovább a következő feladványra.</translation>
    </message>
</context>
<context>
    <name>RefillPanel</name>
    <message>
        <location filename="../qml/match/RefillPanel.qml" line="+32"/>
        <source>Hole %1, filled</source>
        <extracomment>A hole chosen to be filled for the next round</extracomment>
        <translation>%1. lyuk, feltöltve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1, protected</source>
        <extracomment>A hole left protected for the next round</extracomment>
        <translation>%1. lyuk, védett</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;Round %1.&lt;/b&gt; %2</source>
        <extracomment>Between two rounds of a match: %1 the round about to start, %2 how it is set up (the refill, or Omweso&apos;s seeds)</extracomment>
        <translation>&lt;b&gt;%1. forduló.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>South&apos;s seeds</source>
        <translation>Dél magjai</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>North&apos;s seeds: %1</source>
        <extracomment>Omweso&apos;s next round: North places the rest of the seeds</extracomment>
        <translation>Észak magjai: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End match</source>
        <translation>Mérkőzés vége</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start round %1</source>
        <extracomment>Starts the next round of a match: %1 its number</extracomment>
        <translation>%1. forduló indítása</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../qml/game/ReplayBar.qml" line="+69"/>
        <location line="+6"/>
        <source>Play from here?</source>
        <extracomment>Asked before play goes on from an earlier position of the game</extracomment>
        <translation>Folytatod innen?</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>The %n later decision(s) will be dropped.</source>
        <extracomment>%n how many decisions, played after the position shown, go</extracomment>
        <translation>
            <numerusform>A későbbi %n döntés elvész.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep them</source>
        <extracomment>The button of the question that keeps every decision of the game</extracomment>
        <translation>Maradjanak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from here</source>
        <translation>Folytatás innen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game stays in Recent games as it is; play goes on from here as a new game.</source>
        <extracomment>Asked before play goes on from an earlier position of a finished game (the games are kept)</extracomment>
        <translation>A befejezett játszma változatlanul megmarad a Legutóbbi játszmák között; a játék innen új játszmaként folytatódik.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>First position (Home)</source>
        <extracomment>Replay: show the position the game started from (key Home)</extracomment>
        <translation>Első állás (Home)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back one decision (Page Up)</source>
        <extracomment>Replay: one decision back (key Page Up)</extracomment>
        <translation>Egy döntéssel vissza (Page Up)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pause</source>
        <extracomment>Replay: stop stepping through the game by itself</extracomment>
        <translation>Szünet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game through</source>
        <extracomment>Replay: step through the game&apos;s decisions by itself, at the animation speed</extracomment>
        <translation>A játszma lejátszása</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forward one decision (Page Down)</source>
        <extracomment>Replay: one decision forward (key Page Down)</extracomment>
        <translation>Egy döntéssel előre (Page Down)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game now (End)</source>
        <extracomment>Replay: back to the game as it is now (key End)</extracomment>
        <translation>A játszma most (End)</translation>
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
        <translation>%1 – szabályok</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../app/rules/rulestext.cpp" line="+30"/>
        <source>Next round: players alternate (default) / the loser starts / the winner starts. After a drawn round the players alternate.</source>
        <extracomment>Rules dialog, Options list. &quot;Next round&quot; and its three values are named as in the new-game dialog.</extracomment>
        <translation>Következő forduló: a játékosok felváltva kezdenek (alapértelmezett) / a vesztes kezd / a győztes kezd. Döntetlen forduló után a játékosok felváltva kezdenek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A game can be followed by handicap rematches, making a match of rounds. Before each new round, each player refills their holes from their store, as many seeds per hole as at the start. The winner fills every hole and keeps the surplus in the store; the loser fills as many holes as they can, chooses which (from the left by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both players fill all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the score is the number of rounds won.</source>
        <extracomment>Rules dialog, Kalah and Mankala. A protected hole is out of play for a round.</extracomment>
        <translation>Egy játszma után előnyadásos visszavágók következhetnek, így fordulókból álló mérkőzés alakul ki. Minden új forduló előtt mindkét játékos a saját gyűjtőrekeszéből tölti fel a lyukait, lyukanként annyival, amennyi a játék elején volt. A győztes minden lyukát feltölti, a fölösleg a gyűjtőrekeszében marad; a vesztes annyi lyukat tölt fel, amennyit tud, maga választja ki, melyeket (ha nem dönt másként, balról kezdve), a maradékot pedig megtartja. Az üresen maradt lyukak védett lyukak, amíg a gazdájuk újra fel nem tudja tölteni őket: kimaradnak a játékból, és úgy kell átugrani őket, mintha ott sem lennének (védett szemközti lyukból nincs zsákmány). Döntetlen forduló után mindkét játékos minden lyukát feltölti. A mérkőzés akkor ér véget, ha valamelyik játékos egyetlen lyukat sem tud feltölteni (ekkor a másik nyeri meg), vagy ha a játékosok abbahagyják; az eredmény a megnyert fordulók száma.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>End match stops the match at once, after a question. Only finished rounds count: a round still being played when you stop is left unfinished and counts for nobody. Undo takes the end back, and the match goes on.</source>
        <extracomment>Rules dialog, every game&apos;s match play: what End match does (docs/rules.md §3.12)</extracomment>
        <translation>A Mérkőzés vége gomb egy kérdés után azonnal befejezi a mérkőzést. Csak a befejezett fordulók számítanak: az a forduló, amely a befejezéskor még folyamatban van, befejezetlen marad, és senkinek sem számít. A Visszavonás visszavonja a befejezést, és a mérkőzés folytatódik.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <location filename="../app/devtools/screenshot.cpp" line="+132"/>
        <location filename="../app/devtools/screensweep.cpp" line="+204"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Nem sikerült menteni a képernyőképet: %1.</translation>
    </message>
</context>
<context>
    <name>SessionRecord</name>
    <message>
        <location filename="../app/store/sessionrecord.cpp" line="+75"/>
        <source>The saved game has no rounds.</source>
        <translation>A mentett játszmában nincs forduló.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game names a computer level this game does not have.</source>
        <translation>A mentett játszma olyan gépi szintet nevez meg, amely ebben a játékban nincs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A decision of the saved game is not legal.</source>
        <translation>A mentett játszma egyik lépése szabálytalan.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+34"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>System language</source>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Animation</source>
        <translation>Animáció</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sound</source>
        <translation>Hang</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Theme</source>
        <translation>Téma</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daylight wood</source>
        <translation>Világos fa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>Éjszakai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High contrast</source>
        <extracomment>Settings: the high-contrast theme (black on white)</extracomment>
        <translation>Nagy kontraszt</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message numerus="yes">
        <location filename="../qml/game/SetupPanel.qml" line="+121"/>
        <source>%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.</source>
        <translation>
            <numerusform>Még %n magot kell elhelyezned. Bal kattintással vagy Enterrel hozzáadsz egy magot, jobb kattintással vagy Backspace-szel visszaveszel egyet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Even</source>
        <extracomment>Omweso set-up quick fill</extracomment>
        <translation>Egyenletes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random</source>
        <extracomment>Omweso set-up quick fill</extracomment>
        <translation>Véletlen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last used</source>
        <extracomment>Omweso set-up quick fill: the set-up used last time</extracomment>
        <translation>Legutóbbi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clear</source>
        <translation>Ürítés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
</context>
<context>
    <name>SowingAnimator</name>
    <message>
        <location filename="../qml/board/SowingAnimator.qml" line="+42"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 moves again</source>
        <translation>%1 újra lép</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second sowing</source>
        <translation>Második lerakás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a direction</source>
        <translation>Válassz irányt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise</source>
        <translation>Az óramutató járásával megegyező irányba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counter-clockwise</source>
        <translation>Az óramutató járásával ellentétes irányba</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>Announced when the turn passes</extracomment>
        <translation>%1 lép</translation>
    </message>
</context>
</TS>
