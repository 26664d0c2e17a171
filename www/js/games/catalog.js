// Written by scripts/catalog.mjs from the engine's games(): do not edit.
// The game list the start page shows before the game's wasm module has
// arrived (issue 13, item 7), so the picker is interactive at once.

export const CATALOG = Object.freeze([
  {
    "id": "chinesische-mauer",
    "name": "Chinesische Mauer",
    "minPlayers": 2,
    "maxPlayers": 5,
    "description": "Knizia's card game: outbuild the others at each wall section to win its fame tiles.",
    "descriptionDe": "Knizias Kartenspiel: wer an einem Mauerabschnitt am meisten gebaut hat, gewinnt Ruhm.",
    "hiddenInformation": true,
    "secretSeed": true
  },
  {
    "id": "dschingis-khan",
    "name": "Dschingis Khan",
    "minPlayers": 2,
    "maxPlayers": 4,
    "description": "Colovini's Great Wall game: scout villages, hide your tokens, move the wall between Mongolia and China.",
    "descriptionDe": "Colovinis Spiel um die Große Mauer: Dörfer erkunden, Steine verdeckt legen, die Mauer verschieben.",
    "hiddenInformation": true,
    "secretSeed": true
  },
  {
    "id": "chang-cheng",
    "name": "Chang Cheng",
    "minPlayers": 2,
    "maxPlayers": 4,
    "description": "Obert's Great Wall: build walls and towers, score provinces with secret action cards, fear the Mongols.",
    "descriptionDe": "Oberts Große Mauer: Mauern und Türme bauen, Provinzen mit geheimen Aktionskarten werten, die Mongolen fürchten.",
    "hiddenInformation": true,
    "secretSeed": true
  },
  {
    "id": "kurier-des-zaren",
    "name": "Kurier des Zaren",
    "minPlayers": 2,
    "maxPlayers": 5,
    "description": "Race your couriers through four villages of inns to the tsar's palace, then bribe the guard coin by coin.",
    "descriptionDe": "Kuriere von Herberge zu Herberge zum Zarenpalast schicken und den Wächter Rubel für Rubel überzeugen.",
    "hiddenInformation": false,
    "secretSeed": true
  },
  {
    "id": "grand-conquest",
    "name": "Grand Conquest",
    "minPlayers": 4,
    "maxPlayers": 4,
    "description": "War for five islands: move soldiers, elephants, riders, chariots and ships, take and answer by Abtausch, seize castles and the Grail.",
    "descriptionDe": "Krieg um fünf Inseln: Soldaten, Elefanten, Reiter, Streitwagen und Schiffe ziehen, schlagen und im Abtausch antworten, Burgen und den Gral besetzen.",
    "hiddenInformation": false,
    "secretSeed": false
  }
].map((g) => Object.freeze(g)));
