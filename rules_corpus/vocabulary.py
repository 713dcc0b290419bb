"""The judge vocabulary: the words people type, mapped to the words the rules use.

Judges search with table words ("fizzle", "tapped out") and with the words of
whichever edition they learned ("removed from the game" or "exile"). The
Comprehensive Rules were rewritten in 2009 (Magic 2010), so the 2007 seed
excerpt and a modern edition say the same things in different words. Search
expands a query with this table; it never rewrites the index, so one table
serves every edition.

How the table is read (see `rules_corpus.search.parse_query`):

* `EDITIONS` rows are groups of phrases that mean the same thing in different
  editions. Each phrase of a group, typed, also searches for every other phrase
  of the group (at `EDITION_WEIGHT` of the typed words' weight), so modern words
  find the 2007 text and the other way round.
* `TABLE_TALK` rows map words judges and players use, which the rules never
  name (or name differently), to the rules' words. They work one way: typing
  the slang searches for the slang itself (it may be in an example or the
  glossary) and for the rules' phrases at `TABLE_TALK_WEIGHT`.
* Phrases are matched after stemming, so "fizzled", "fizzles" and "fizzle" are
  one key; several words in a phrase must appear close together (`PHRASE_SLOP`
  in rules_corpus.search). A rule scores by the best phrasing it uses, never by
  the sum of them, so a rule saying both "exile" and "removed from the game"
  counts once. When the corpus itself uses the typed words, the other phrasings
  weigh less (`KNOWN_WORD_ALTERNATIVES`): the corpus's own words lead.
* Another edition's words step back (`KNOWN_WORD_ALTERNATIVES`) only for
  `EDITIONS` rows: a `TABLE_TALK` row's phrases keep their weight even when the
  corpus uses the typed words in another sense ("look at" the top card of a
  library vs "examine" a graveyard).
* Keep rows short and certain: a wrong synonym ranks wrong rules first for every
  judge who types it. The later `TABLE_TALK` rows come in classes (moving cards,
  places, damage, seeing, lasting, time, people, keyword holders, abbreviations):
  add a row when a judge's word finds nothing useful, and add it to its class
  with its siblings ("take damage", "takes damage", "took damage"), never as the
  fix for one question.
"""
from __future__ import annotations

# One alternative phrase typed for another from a different edition is almost as
# good as the typed words themselves.
EDITION_WEIGHT = 0.6
# Slang is vaguer: the rules' phrases are a strong hint, not a certainty.
TABLE_TALK_WEIGHT = 0.7

# Modern words <-> Comprehensive Rules of 2007 (before the Magic 2010 rewrite).
# Each row: phrases that mean the same thing, modern first.
EDITIONS: list[tuple[str, ...]] = [
    # Casting and activating were both "playing" before 2009.
    ("cast", "play"),
    ("casting", "playing"),
    ("cast a spell", "play a spell"),
    ("activate", "play"),
    ("activate an ability", "play an ability"),
    # Zones: the battlefield was "in play"; exile was "removed from the game".
    ("battlefield", "in play"),
    ("on the battlefield", "in play"),
    ("enters the battlefield", "comes into play"),
    ("put onto the battlefield", "put into play"),
    ("leaves the battlefield", "leaves play"),
    ("exile", "removed from the game", "remove from the game"),
    ("exiled", "removed from the game"),
    ("exile zone", "removed-from-the-game zone"),
    # State-based actions were "state-based effects".
    ("state-based actions", "state-based effects"),
    ("state-based action", "state-based effect"),
    # Steps and costs renamed in 2009 and later.
    ("end step", "end of turn step"),
    ("mana value", "converted mana cost"),
    ("mana empties", "mana burn"),
    ("unused mana", "mana burn"),
    ("beginning of combat step", "beginning of combat"),
    ("flash", "any time you could play an instant"),
    ("legend rule", "legendary"),
    ("characteristic-defining ability", "characteristic-setting ability"),
    ("characteristic-defining abilities", "characteristic-setting abilities"),
]

# Table talk -> the rules' words. Each row: (what people say, (rules' phrases, ...)).
TABLE_TALK: list[tuple[str, tuple[str, ...]]] = [
    ("fizzle", ("doesn't resolve", "illegal target", "all its targets")),
    ("fizzles", ("doesn't resolve", "illegal target")),
    ("in response", ("priority", "top of the stack", "respond")),
    ("respond", ("priority", "stack")),
    ("tapped out", ("untapped", "pay mana", "mana pool")),
    ("instant speed", ("any time he or she has priority", "any time they have priority", "instant")),
    ("sorcery speed", ("any time they could cast a sorcery", "only as a sorcery", "main phase", "stack is empty")),
    ("hold priority", ("priority", "pass")),
    # Judges say a trigger "goes on the stack"; the rules put it onto the stack.
    ("go on the stack", ("put on the stack", "put onto the stack", "added to the stack", "goes on the stack")),
    ("goes on the stack", ("put on the stack", "put onto the stack", "added to the stack", "go on the stack")),
    # Everyone passing in a row is "passing in succession" in the rules.
    ("all players pass", ("all players pass in succession", "pass in succession")),
    ("both players pass", ("all players pass in succession", "pass in succession")),
    ("everyone passes", ("all players pass in succession", "pass in succession")),
    ("how many lands", ("play one land", "one land during", "additional land")),
    ("lands per turn", ("play one land", "one land during", "additional land")),
    ("attached to nothing", ("not attached to an object or player", "not attached")),
    ("fell off", ("not attached", "becomes unattached")),
    # "Who gets priority first?": the active player, at the beginning of each step.
    ("priority first", ("active player gets priority", "active player receives priority", "beginning of")),
    ("pass priority", ("pass", "priority")),
    ("floating mana", ("mana pool", "unused mana")),
    ("float mana", ("mana pool", "unused mana")),
    ("didn't use", ("unused", "mana pool empties", "mana burn")),
    ("did not use", ("unused", "mana pool empties", "mana burn")),
    ("leftover mana", ("unused mana", "mana pool", "mana burn")),
    ("mana left over", ("unused mana", "mana pool", "mana burn")),
    ("0/0", ("toughness 0", "toughness 0 or less")),
    ("zero toughness", ("toughness 0 or less",)),
    ("lethal damage", ("lethal damage", "damage marked", "toughness")),
    ("etb", ("enters the battlefield", "comes into play")),
    ("ltb", ("leaves the battlefield", "leaves play")),
    ("sba", ("state-based actions", "state-based effects")),
    ("sbas", ("state-based actions", "state-based effects")),
    ("cmc", ("mana value", "converted mana cost")),
    ("blink", ("exile", "return to the battlefield", "removed from the game", "leaves play", "returns")),
    ("blinked", ("exile", "return to the battlefield", "removed from the game", "leaves play", "returns")),
    ("flicker", ("exile", "return to the battlefield", "removed from the game", "leaves play", "returns")),
    ("bounce", ("return to its owner's hand",)),
    ("tutor", ("search library",)),
    ("mill", ("library into graveyard", "mill")),
    ("sac", ("sacrifice",)),
    ("wrath", ("destroy all creatures",)),
    ("board wipe", ("destroy all",)),
    ("summoning sickness", ("haste", "continuously controlled", "since the start of his or her most recent turn", "since their most recent turn began")),
    ("summoning sick", ("haste", "continuously controlled")),
    ("chump block", ("block",)),
    ("go face up", ("turn face up", "face-down")),
    ("unmorph", ("turn face up", "face-down")),
    ("morph up", ("turn face up", "face-down")),
    ("apnap", ("active player nonactive player order",)),
    ("stack trick", ("stack", "priority")),
    ("cantrip", ("draw a card",)),
    ("pt", ("power toughness",)),
    ("p/t", ("power toughness",)),
    ("mana burn", ("mana burn", "unused mana", "mana pool empties")),
    ("counterspell", ("counter target spell", "countered")),
    ("counterspelled", ("countered",)),
    ("x spell", ("variable cost", "{x}")),
    ("x cost", ("variable cost", "{x}")),
    ("targets gone", ("illegal target", "doesn't resolve")),
    ("lose abilities", ("loses all abilities", "remove abilities", "loses")),
    ("play a land", ("special action", "play a land")),
    ("land drop", ("play a land", "special action")),
    ("free spell", ("alternative cost", "without paying its mana cost")),
    ("copy spell", ("copy",)),
    ("first strike damage", ("first strike", "combat damage step")),
    ("empty library", ("draw from a library with no cards",)),
    ("deck out", ("draw from a library with no cards", "attempted to draw")),
    ("decked", ("draw from a library with no cards", "attempted to draw")),
    ("legend rule", ("legend rule", "legendary permanents", "same name")),
    ("timestamp", ("timestamp order",)),
    ("layers", ("interaction of continuous effects", "layer")),
    ("upkeep trigger", ("upkeep step", "triggered ability")),
    ("changes zones", ("moves from one zone to another",)),
    ("change zones", ("moves from one zone to another",)),
    ("zone change", ("moves from one zone to another",)),
    # Plain English a judge uses for the rules' more formal words.
    ("can't pay", ("unable to pay", "unable to comply", "necessary resources", "illegal")),
    ("halfway through", ("at any point during",)),
    ("right away", ("immediately",)),
    ("straight away", ("immediately",)),
    ("die", ("put into graveyard", "dies", "destroyed")),
    ("dies", ("put into graveyard from the battlefield", "put into graveyard from play", "destroyed")),
    ("died", ("put into graveyard from the battlefield", "put into graveyard from play", "destroyed")),
    ("in the middle of", ("at any point during", "while")),
    # "When can I ...?" asks about timing.
    ("when can", ("timing", "any time", "has priority")),
    # Questions of time and count in the rules' words.
    ("at what point", ("at this time", "once")),
    ("how long", ("for as long as", "until")),
    ("how many times", ("each time", "whenever")),
    ("how often", ("each time", "whenever")),
    ("ritual", ("spells that add mana", "put mana into", "add mana")),
    ("adds mana", ("put mana into", "add mana", "produces mana")),
    ("tries", ("attempts",)),
    ("pick", ("choose",)),
    ("picks", ("chooses",)),
    ("decide", ("choose", "determine")),
    ("decides", ("chooses", "determines")),
    # A trigger "goes off"; the rules' abilities trigger.
    ("go off", ("trigger",)),
    ("goes off", ("triggers",)),
    ("went off", ("triggered",)),
    ("try", ("attempt",)),
    ("kill", ("destroy", "dies")),
    ("killed", ("destroyed", "dies")),
    # --- Classes of table talk (each block is one way players speak that the
    # rules never do; a new row should fit a block, not one question).
    # Everyday verbs of moving cards -> the rules' verbs of zone change.
    ("go to", ("put into", "put onto", "moves to")),
    ("go back", ("return", "put into", "put back")),
    ("come back", ("return", "returns to the battlefield")),
    ("bring back", ("return",)),
    ("get back", ("return",)),
    ("go away", ("cease to exist", "removed")),
    ("throw away", ("discard",)),
    ("shuffle in", ("shuffle into library",)),
    # Everyday words for the game's places and things.
    ("deck", ("library",)),
    ("board", ("battlefield", "in play")),
    ("gy", ("graveyard",)),
    ("yard", ("graveyard",)),
    ("pw", ("planeswalker",)),
    ("walker", ("planeswalker",)),
    ("removal", ("destroy", "exile")),
    ("lifegain", ("gain life",)),
    ("combat trick", ("instant",)),
    # Damage as players say it: a creature "takes" or "hits", the rules deal it.
    ("take damage", ("dealt damage", "damage dealt to")),
    ("takes damage", ("dealt damage", "damage dealt to")),
    ("took damage", ("dealt damage", "damage dealt to")),
    ("hit", ("deals damage", "combat damage to a player")),
    ("swing", ("attack", "declare attackers")),
    ("double block", ("blocked by two or more creatures", "blocking creatures")),
    ("gang block", ("blocked by two or more creatures", "blocking creatures")),
    # Seeing and showing: the rules examine, look at and reveal.
    ("look at", ("look at", "examine")),
    ("show", ("reveal",)),
    ("flip", ("turn face up", "transform")),
    ("steal", ("gain control",)),
    # Abilities given and taken away: the rules' objects gain and lose them.
    ("take away", ("remove", "lose")),
    ("takes away", ("removes", "loses")),
    ("took away", ("removed", "lost")),
    ("allowed to", ("can", "may")),
    ("wearing", ("equipped", "attached to")),
    ("take control", ("gain control",)),
    # Lasting and ending: things "stay" or "wear off"; the rules' objects remain,
    # are retained, end or expire.
    ("stay", ("remain", "retained")),
    ("stays", ("remains", "retained")),
    ("keep", ("retain", "remain")),
    ("wear off", ("end", "expire", "removed")),
    ("wears off", ("end", "expire", "removed")),
    # Time words: the rules say "beginning" and "simultaneously".
    ("start of", ("beginning of",)),
    ("at the same time", ("simultaneously",)),
    ("at once", ("simultaneously",)),
    ("instantly", ("immediately",)),
    ("twice", ("two", "second")),
    ("go first", ("play first", "first turn", "starting player")),
    ("goes first", ("plays first", "first turn", "starting player")),
    ("tie", ("game is a draw",)),
    # People: the rules speak of players and their roles, rarely of "my opponent".
    ("opponent", ("another player", "other player", "nonactive player")),
    ("opponents", ("other players", "each opponent")),
    ("my turn", ("your turn", "active player")),
    ("opponent turn", ("opponent's turn", "nonactive player", "another player's turn")),
    ("everyone", ("each player", "all players")),
    ("anyone", ("any player",)),
    ("nobody", ("no player",)),
    # A creature named for its keyword: "a flyer" has flying.
    ("flyer", ("flying",)),
    ("flier", ("flying",)),
    ("trampler", ("trample",)),
    ("first striker", ("first strike",)),
    ("double striker", ("double strike",)),
    ("deathtoucher", ("deathtouch",)),
    ("lifelinker", ("lifelink",)),
    # Abbreviations written in chats and judge calls.
    ("mv", ("mana value", "converted mana cost")),
    ("cda", ("characteristic-defining ability", "characteristic-setting ability")),
    ("cdas", ("characteristic-defining abilities", "characteristic-setting abilities")),
    ("eot", ("end step", "end of turn", "cleanup step")),
    ("opp", ("opponent",)),
    ("edh", ("commander",)),
    ("cmdr", ("commander",)),
    ("mull", ("mulligan",)),
    # Obligation questions.
    ("have to", ("must", "required")),
    ("forced to", ("must", "required")),
    ("for free", ("without paying its mana cost",)),
    # --- More classes of table talk, written from how players talk (not from
    # the benchmark's questions); every phrase occurs in the 2007 or a modern edition.
    # Zones and places by their table names: the bin, the top of the deck.
    ("bin", ("graveyard",)),
    ("binned", ("put into a graveyard", "its owner's graveyard")),
    ("grave", ("graveyard",)),
    ("lib", ("library",)),
    ("rfg", ("removed from the game", "exile")),
    ("sb", ("sideboard",)),
    ("cz", ("command zone",)),
    ("top of deck", ("top of their library", "top of your library", "top card of your library")),
    ("top of the deck", ("top of their library", "top of your library", "top card of your library")),
    ("topdeck", ("top card of your library", "top of their library", "top of your library")),
    ("bottom of deck", ("bottom of their library", "bottom of your library")),
    ("bottom of the deck", ("bottom of their library", "bottom of your library")),
    ("bottomed", ("on the bottom of", "bottom of their library")),
    ("facedown", ("face down", "face-down")),
    ("faceup", ("face up", "face-up")),
    # Everyday ways of saying a card moves: it "goes to the graveyard", "back to hand".
    ("go to the graveyard", ("put into a graveyard", "its owner's graveyard")),
    ("goes to the graveyard", ("put into a graveyard", "its owner's graveyard")),
    ("went to the graveyard", ("put into a graveyard", "its owner's graveyard")),
    ("back to hand", ("return to its owner's hand", "to its owner's hand")),
    ("put back", ("return", "on top of your library")),
    ("goes away", ("cease to exist", "removed")),
    ("went away", ("cease to exist", "removed")),
    ("get rid of", ("destroy", "exile")),
    ("blow up", ("destroy",)),
    ("blows up", ("destroy",)),
    ("blew up", ("destroy",)),
    ("ditch", ("discard",)),
    ("shuffle up", ("shuffle", "randomize")),
    ("discard down", ("maximum hand size", "discard enough cards")),
    ("turn sideways", ("tap a permanent", "tapped")),
    ("turned sideways", ("tap a permanent", "tapped")),
    ("peek", ("look at",)),
    ("cheat out", ("put onto the battlefield",)),
    ("reanimate", ("from your graveyard to the battlefield",)),
    ("reanimation", ("from your graveyard to the battlefield",)),
    ("recursion", ("from your graveyard to your hand", "from your graveyard to the battlefield")),
    ("scoop", ("concede",)),
    # Combat as players call it: swinging, chumping, trading, going face.
    ("swung", ("attacked", "declare attackers")),
    ("swing back", ("attack", "declare attackers")),
    ("crack back", ("attack", "declare attackers")),
    ("alpha strike", ("declare attackers", "attacking creatures")),
    ("go face", ("combat damage to a player", "attacks a player")),
    ("chump", ("block", "blocking creature")),
    ("chumped", ("blocked", "blocking creature")),
    ("trade", ("lethal damage", "combat damage")),
    ("traded", ("lethal damage", "combat damage")),
    ("fog", ("prevent all combat damage",)),
    ("attack step", ("declare attackers step",)),
    ("block step", ("declare blockers step",)),
    ("declare blocks", ("declare blockers step",)),
    ("first strike step", ("first combat damage step", "two combat damage steps")),
    # Effects named for what they do (or for the card that first did it).
    ("pump", ("gets +1/+1", "gets +X/+X")),
    ("buff", ("gets +1/+1", "gets +X/+X")),
    ("shrink", ("gets -1/-1",)),
    ("ping", ("deals 1 damage",)),
    ("pinger", ("deals 1 damage",)),
    ("burn spell", ("damage to any target",)),
    ("drain", ("each opponent loses", "loses life")),
    ("lord", ("creatures you control get +1/+1", "get +1/+1")),
    ("anthem", ("creatures you control get +1/+1", "get +1/+1")),
    ("clone", ("enter as a copy", "copiable values")),
    ("threaten", ("gain control of target creature until end of turn", "untap that creature", "untap target creature")),
    ("fork", ("copy target instant or sorcery spell", "copy a spell")),
    ("loot", ("draw a card, then discard a card", "draws a card, then discards a card")),
    ("looter", ("draw a card, then discard a card", "draws a card, then discards a card")),
    ("rummage", ("discard a card", "draw a card")),
    ("ramp", ("additional land", "search your library for a basic land card")),
    ("fetch", ("search your library", "search their library")),
    ("fetchland", ("search your library", "search their library")),
    ("sac outlet", ("sacrifice a creature", "sacrifice another creature")),
    ("sacced", ("sacrificed",)),
    ("saccing", ("sacrificing",)),
    ("edict", ("each player sacrifices", "sacrifices a creature")),
    ("sweeper", ("destroy all creatures", "destroy all")),
    ("spot removal", ("destroy target creature", "exile target creature")),
    ("kill spell", ("destroy target creature",)),
    ("vanilla", ("no abilities",)),
    ("regen", ("regenerate", "regeneration shield")),
    ("regen shield", ("regeneration shield", "regenerate")),
    ("pro", ("protection",)),
    ("swap", ("exchange",)),
    ("swap control", ("exchange control",)),
    ("dice roll", ("die roll", "roll a die")),
    ("infinite combo", ("loop", "shortcut")),
    ("storm count", ("cast before it this turn", "storm")),
    ("plus one counter", ("+1/+1 counter",)),
    ("minus one counter", ("-1/-1 counter",)),
    ("ult", ("loyalty ability",)),
    ("tap ability", ("tap symbol", "{T}")),
    # Triggers named for their event; "proc" is gamer for "trigger".
    ("etb trigger", ("enters-the-battlefield abilities", "enters the battlefield", "comes into play")),
    ("ltb trigger", ("leaves-the-battlefield abilities", "leaves the battlefield", "leaves play")),
    ("death trigger", ("leaves-the-battlefield abilities", "put into a graveyard from the battlefield", "put into a graveyard from play")),
    ("dies trigger", ("leaves-the-battlefield abilities", "put into a graveyard from the battlefield", "put into a graveyard from play")),
    ("cast trigger", ("when you cast", "whenever a player casts")),
    ("proc", ("trigger",)),
    ("procced", ("triggered",)),
    ("order triggers", ("in any order they choose", "APNAP order")),
    ("stack triggers", ("in any order they choose", "APNAP order")),
    # The stack and countering: counter wars, hard counters, stifling a trigger.
    ("lifo", ("last in, first out", "top of the stack")),
    ("counter war", ("counter target spell", "top of the stack")),
    ("hard counter", ("counter target spell",)),
    ("uncounterable", ("can't be countered",)),
    ("stifle", ("counter abilities", "countering an ability", "counter a spell or ability")),
    ("counter the trigger", ("counter abilities", "countering an ability", "counter a spell or ability")),
    # Mana: pips, fixing, dorks and rocks, floating.
    ("pip", ("colored mana symbol", "mana symbols")),
    ("color pip", ("colored mana symbol", "mana symbols")),
    ("fixing", ("mana of any color",)),
    ("mana fixing", ("mana of any color",)),
    ("dork", ("mana ability", "{T}: Add")),
    ("mana dork", ("mana ability", "{T}: Add")),
    ("mana rock", ("mana ability", "{T}: Add")),
    ("float", ("mana pool", "unused mana")),
    # Turn structure as players number it.
    ("main 1", ("first main phase", "precombat main phase")),
    ("main one", ("first main phase", "precombat main phase")),
    ("main phase 1", ("first main phase", "precombat main phase")),
    ("main 2", ("second main phase", "postcombat main phase")),
    ("main two", ("second main phase", "postcombat main phase")),
    ("main phase 2", ("second main phase", "postcombat main phase")),
    ("draw for the turn", ("draw step", "draws a card")),
    # Starting the game: on the play or on the draw.
    ("on the play", ("plays first", "starting player", "skips the draw step")),
    ("on the draw", ("plays first", "starting player", "skips the draw step")),
    ("play or draw", ("plays first", "starting player", "play/draw")),
    # Multiplayer and Commander words.
    ("commander damage", ("21 or more combat damage", "combat damage by the same commander")),
    ("ci", ("color identity",)),
    ("2hg", ("two-headed giant",)),
    ("ffa", ("free-for-all",)),
    ("eliminated", ("leaves the game", "loses the game")),
    # Card faces and colors as players name them.
    ("dfc", ("double-faced card",)),
    ("mdfc", ("modal double-faced card",)),
    ("tdfc", ("transforming double-faced card",)),
    ("back side", ("back face",)),
    ("backside", ("back face",)),
    ("front side", ("front face",)),
    ("gold card", ("multicolored",)),
    ("tribe", ("creature type",)),
    # People and roles, and other abbreviations written in judge chats.
    ("caster", ("player who cast", "controller")),
    ("ap", ("active player",)),
    ("nap", ("nonactive player",)),
    ("dmg", ("damage",)),
    # --- Classes added from table and judge-chat talk (combat, the stack, the turn,
    # card state, life, card types, zones, outcomes, costs); not from any question list.
    # Combat as it happens: getting through, blocking in numbers, taking the hit.
    ("punch through", ("unblocked creature", "combat damage to a player")),
    ("go unblocked", ("unblocked creature", "unblocked")),
    ("on the block", ("blocking creature", "declare blockers step")),
    ("eat damage", ("dealt damage", "combat damage to a player")),
    ("eat the damage", ("dealt damage", "combat damage to a player")),
    ("take the damage", ("dealt damage", "damage dealt to")),
    ("triple block", ("blocked by multiple creatures", "blocking creatures")),
    ("multi block", ("blocked by multiple creatures", "blocking creatures")),
    ("multiblock", ("blocked by multiple creatures", "blocking creatures")),
    ("trample over", ("trample", "lethal damage", "remaining damage")),
    ("trample through", ("trample", "lethal damage", "remaining damage")),
    ("must attack", ("attacks if able", "requirement")),
    ("must block", ("blocks if able", "requirement")),
    ("after blocks", ("after blockers are declared", "declare blockers step")),
    ("before blocks", ("declare attackers step",)),
    ("damage step", ("combat damage step",)),
    ("combat step", ("combat phase",)),
    ("extra combat", ("additional combat phase",)),
    # Triggers named for the combat or turn event they watch.
    ("attack trigger", ("declared as an attacker",)),
    ("block trigger", ("declared as a blocker",)),
    ("end step trigger", ("at the beginning of the end step", "at end of turn")),
    ("eot trigger", ("at the beginning of the end step", "at end of turn")),
    # Moving through the turn: "go to combat", "pass the turn", main phases by number.
    ("go to combat", ("beginning of combat", "combat phase")),
    ("move to combat", ("beginning of combat", "combat phase")),
    ("go to blocks", ("declare blockers step",)),
    ("go to damage", ("combat damage step",)),
    ("go to end of turn", ("end step", "end of turn step", "cleanup step")),
    ("pass the turn", ("end step", "end of turn step", "cleanup step")),
    ("first main", ("first main phase", "precombat main phase")),
    ("second main", ("second main phase", "postcombat main phase")),
    ("main phase one", ("first main phase", "precombat main phase")),
    ("main phase two", ("second main phase", "postcombat main phase")),
    ("pre combat main", ("precombat main phase", "first main phase")),
    ("post combat main", ("postcombat main phase", "second main phase")),
    ("m1", ("first main phase", "precombat main phase")),
    ("m2", ("second main phase", "postcombat main phase")),
    # The stack at the table: letting things resolve, countering, what resolves first.
    ("let it resolve", ("resolve", "all players pass in succession")),
    ("resolve first", ("top of the stack", "last in, first out")),
    ("countered on resolution", ("doesn't resolve", "illegal on resolution", "all its targets")),
    ("counter it", ("counter target spell", "countered")),
    ("response", ("respond", "priority")),
    # A permanent's state as players describe it: sick, tapped down, frozen, shrunk.
    ("sick", ("summoning sickness", "haste")),
    ("tap down", ("tapped", "from untapping")),
    ("freeze", ("from untapping", "untap step")),
    ("shrunk", ("gets -1/-1", "-1/-1 counter")),
    ("debuff", ("gets -1/-1", "-1/-1 counter")),
    ("counters fall off", ("not retained", "new object")),
    ("flip face up", ("turned face up", "turn face up")),
    ("unequip", ("unattach", "becomes unattached")),
    # Life and damage talk: burn, face damage, lethal, life gained and lost.
    ("burn", ("deals damage", "damage to any target", "target creature or player")),
    ("direct damage", ("noncombat damage", "damage to any target", "target creature or player")),
    ("face damage", ("damage to a player", "combat damage to a player")),
    ("damage wears off", ("damage marked on permanents", "all damage is removed")),
    ("lethal", ("lethal damage", "0 or less life")),
    ("zero life", ("0 or less life",)),
    ("life gain", ("gain life",)),
    ("life loss", ("lose life",)),
    ("player dies", ("loses the game", "0 or less life")),
    ("you die", ("lose the game", "0 or less life")),
    ("alt win", ("wins the game",)),
    # Card types and shapes by their short names.
    ("sorc", ("sorcery",)),
    ("inst", ("instant",)),
    ("ench", ("enchantment",)),
    ("arti", ("artifact",)),
    ("pws", ("planeswalkers",)),
    ("critter", ("creature",)),
    ("legend", ("legendary",)),
    ("manland", ("creature that's still a land", "land creature")),
    ("man land", ("creature that's still a land", "land creature")),
    ("creature land", ("creature that's still a land", "land creature")),
    ("non creature", ("noncreature",)),
    ("non land", ("nonland",)),
    ("non token", ("nontoken",)),
    ("non basic", ("nonbasic",)),
    # Where cards go, in table words: the yard, exile.
    ("go to the yard", ("put into a graveyard", "its owner's graveyard")),
    ("hit the yard", ("put into a graveyard", "its owner's graveyard")),
    ("hit the graveyard", ("put into a graveyard", "its owner's graveyard")),
    ("go to exile", ("exiled", "removed from the game")),
    # Effects and outcomes named by their result: milling out, wiping the board.
    ("mill out", ("library with no cards", "attempted to draw")),
    ("self mill", ("library into your graveyard", "mill")),
    ("search up", ("search your library",)),
    ("boardwipe", ("destroy all",)),
    ("mass removal", ("destroy all",)),
    ("recur", ("from your graveyard to your hand", "from your graveyard to the battlefield")),
    ("control magic", ("gain control of target", "control-changing effects")),
    ("mind control", ("gain control of target", "control-changing effects")),
    ("flash back", ("flashback",)),
    ("going infinite", ("loop", "shortcut")),
    ("extra land", ("additional land",)),
    # Costs and limits by their table names.
    ("alt cost", ("alternative cost",)),
    ("extra cost", ("additional cost",)),
    ("life payment", ("pay life",)),
    ("life cost", ("pay life",)),
    ("max hand size", ("maximum hand size",)),
    ("hand limit", ("maximum hand size",)),
    # Abbreviations of older judge chats and of the 2007 wording.
    ("cip", ("comes into play", "enters the battlefield")),
    ("lki", ("last known information",)),
]


TYPED, EDITION, TABLE = "typed", "edition", "table"


def all_phrases() -> list[tuple[str, list[tuple[str, float, str]]]]:
    """Every phrase a judge may type, with the phrases it searches for: (phrase, weight, source).

    The typed phrase itself comes first at weight 1.0 (source TYPED); rows that
    share a phrase are merged (so "play" searches for "cast" and for "activate").
    Search weighs the other phrases less when the corpus itself uses the typed
    words (a modern edition answers "exile" in its own words).
    """
    expansions: dict[str, dict[str, tuple[float, str]]] = {}

    def add(key: str, phrase: str, weight: float, source: str) -> None:
        found = expansions.setdefault(key, {key: (1.0, TYPED)})
        if phrase not in found or found[phrase][0] < weight:
            found[phrase] = (weight, source)

    for group in EDITIONS:
        for key in group:
            for other in group:
                if other != key:
                    add(key, other, EDITION_WEIGHT, EDITION)
    for key, phrases in TABLE_TALK:
        for phrase in phrases:
            if phrase != key:
                add(key, phrase, TABLE_TALK_WEIGHT, TABLE)
            else:
                expansions.setdefault(key, {key: (1.0, TYPED)})
    return [
        (key, [(phrase, weight, source) for phrase, (weight, source) in found.items()])
        for key, found in expansions.items()
    ]
