#include "app/catalog/gamelistmodel.h"

#include "app/catalog/gamecontent.h"
#include "app/catalog/optioncatalog.h"
#include "app/game/openingbookcache.h"
#include "app/game/sessiontext.h"
#include "app/lesson/lessonbook.h"
#include "app/lesson/lessonprogress.h"
#include "app/match/matchtexts.h"
#include "app/shell/language.h"
#include "engine/ai/level.h"
#include "engine/board.h"
#include "engine/handicap.h"
#include "engine/notation.h"
#include "engine/solver/book.h"
#include "engine/variant.h"

#include <QQmlEngine>
#include <bit>

#include <array>

namespace {

QString keyOf(semina::GameId game)
{
    const std::string_view key = semina::gameKey(game);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

// The games that have a content folder, in their cards' order (GameInfo::order).
std::vector<semina::GameId> gamesOnOffer()
{
    std::vector<semina::GameId> games;
    for (const semina::GameId game : semina::kAllGames)
        if (!GameContent::info(keyOf(game)).title.isEmpty())
            games.push_back(game);
    std::stable_sort(games.begin(), games.end(), [](semina::GameId a, semina::GameId b) {
        return GameContent::info(keyOf(a)).order < GameContent::info(keyOf(b)).order;
    });
    return games;
}

} // namespace

GameListModel::GameListModel(QObject* parent) : QAbstractListModel(parent), m_games(gamesOnOffer())
{
    Language::onChange(this, [this] { emit dataChanged(index(0), index(rowCount() - 1), {TitleRole, TaglineRole}); });
    connect(LessonProgress::notifier(), &LessonProgressSignals::changed, this, [this](const QString& game) {
        for (int row = 0; row < rowCount(); ++row)
            if (index(row).data(KeyRole).toString() == game)
                emit dataChanged(index(row), index(row), {LessonStepsDoneRole, LessonStarsRole});
    });
}

GameListModel::~GameListModel() = default;

const LessonBook* GameListModel::lessonBook(const QString& key) const
{
    auto it = m_lessonBooks.find(key);
    if (it == m_lessonBooks.end()) {
        QQmlEngine* engine = qmlEngine(this);
        if (!engine)
            return nullptr;
        it = m_lessonBooks.emplace(key, LessonBook::load(key, *engine)).first;
    }
    return it->second.get();
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games.size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const semina::GameId game = m_games[static_cast<std::size_t>(index.row())];
    const semina::Capabilities caps = semina::capabilities(semina::defaultVariant(game));
    switch (role) {
    case KeyRole: return keyOf(game);
    case Qt::DisplayRole:
    case TitleRole: return SessionText::gameTitle(game);
    case TaglineRole: return GameContent::info(keyOf(game)).tagline;
    case RowsRole: return caps.boardRows;
    case HolesPerRowRole: return caps.holesPerRow;
    case HasStoresRole: return caps.containers == semina::Containers::Stores;
    case LessonStepsRole:
    case LessonStepsDoneRole:
    case LessonStarsRole: {
        const LessonBook* book = lessonBook(index.data(KeyRole).toString());
        const LessonProgress::Summary counted = book ? LessonProgress::summary(*book) : LessonProgress::Summary{};
        return role == LessonStepsRole ? counted.steps : role == LessonStepsDoneRole ? counted.done : counted.stars;
    }
    default: return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {{KeyRole, "key"},           {TitleRole, "title"},
            {TaglineRole, "tagline"},   {RowsRole, "rows"},
            {HolesPerRowRole, "holesPerRow"}, {HasStoresRole, "hasStores"},
            {LessonStepsRole, "lessonSteps"}, {LessonStepsDoneRole, "lessonStepsDone"},
            {LessonStarsRole, "lessonStars"}};
}

QVariantList GameListModel::options(const QString& key) const { return OptionCatalog::forGame(key); }

QVariantList GameListModel::sources() const
{
    QVariantList out;
    for (const semina::GameId game : m_games) {
        const GameContent::Info& info = GameContent::info(keyOf(game));
        out << QVariantMap{{QStringLiteral("title"), info.title}, {QStringLiteral("origin"), info.origin},
                           {QStringLiteral("links"), info.links}, {QStringLiteral("results"), info.results}};
    }
    return out;
}

QString GameListModel::titleOf(const QString& key) const
{
    const auto game = semina::gameFromKey(key.toStdString());
    return game ? SessionText::gameTitle(*game) : QString();
}


QVariantList GameListModel::playerChoices(const QString& key) const
{
    //: A person playing a side, in the new-game dialog
    const QString human = tr("Human");
    QVariantList out{QVariantMap{{"key", QString()}, {"title", human}}};
    const auto game = semina::gameFromKey(key.toStdString());
    if (!game)
        return out;
    for (auto level : {semina::ai::Level::Beginner, semina::ai::Level::Casual, semina::ai::Level::Strong, semina::ai::Level::Expert,
                       semina::ai::Level::Perfect}) {
        if (!semina::ai::levelPlays(level, *game))
            continue;
        const auto k = semina::ai::levelKey(level);
        const QString levelKey = QString::fromLatin1(k.data(), static_cast<qsizetype>(k.size()));
        //: A computer player of a level in the new-game dialog; %1 the level
        const QString title = tr("Computer · %1").arg(SessionText::levelTitle(levelKey));
        out << QVariantMap{{"key", levelKey}, {"title", title}};
    }
    return out;
}

int GameListModel::maxHandicap(const QString& key) const
{
    const auto v = OptionCatalog::variantOf(key, {});
    return v ? semina::maxHandicap(*v) : 0;
}

int GameListModel::suggestedHandicap(const QString& key, const QString& level) const
{
    const auto game = semina::gameFromKey(key.toStdString());
    const auto l = semina::ai::levelFromKey(level.toStdString());
    return game && l ? semina::suggestedHandicap(*game, *l) : 0;
}

int GameListModel::suggestedHandicapShare(const QString& key, const QString& level) const
{
    const auto game = semina::gameFromKey(key.toStdString());
    const auto l = semina::ai::levelFromKey(level.toStdString());
    return game && l ? semina::suggestedHandicapShare(*game, *l) : 50;
}

QVariantMap GameListModel::handicapStart(const QString& key, const QVariantMap& options, int side, int k, int starter) const
{
    const auto v = OptionCatalog::variantOf(key, options);
    if (!v || (side != 0 && side != 1))
        return {};
    const semina::HandicapStart h = semina::handicapStart(*v, side == 0 ? semina::Side::South : semina::Side::North, k,
                                                          starter == 1 ? semina::Side::North : semina::Side::South);
    return {{QStringLiteral("options"), OptionCatalog::valuesOf(h.variant)},
            {QStringLiteral("position"), QString::fromStdString(semina::printPosition(h.variant, h.position))}};
}

QString GameListModel::perfectNote(const QString& key, const QVariantMap& options) const
{
    const auto v = OptionCatalog::variantOf(key, options);
    if (!v || !semina::ai::levelPlays(semina::ai::Level::Perfect, v->game))
        return {};
    const auto book = OpeningBookCache::forVariant(*v, m_bookFolder);
    if (semina::solver::perfectIsExact(*v, book.get()))
        //: New-game dialog, under the players when one is the perfect computer level
        return tr("Perfect plays exactly from the first move on this board.");
    if (book && book->size() > 0)
        //: New-game dialog: the opening book of this board is not finished (it holds the first moves)
        return tr("On this board Perfect is exact in the opening and once few seeds are left; in between it may "
                  "play as Expert.");
    //: New-game dialog: the board is too big for the opening book and the solver
    return tr("On this board Perfect is exact only once few seeds are left; until then it plays as Expert.");
}

QString GameListModel::handicapText(const QString& key, int side, int k) const
{
    const auto v = OptionCatalog::variantOf(key, {});
    if (!v || (side != 0 && side != 1) || k <= 0)
        return {};
    const semina::Side s = side == 0 ? semina::Side::South : semina::Side::North;
    const semina::HandicapStart h = semina::handicapStart(*v, s, k);
    const QString who = MatchTexts::sideName(s);
    const int closed = std::popcount(static_cast<unsigned>(h.position.protectedMask[side]));
    if (closed > 0)
        //: A handicap: %1 the player, %n the holes out of play for them
        return tr("%1 plays with %n protected hole(s).", nullptr, closed).arg(who);
    const int seeds = s == semina::Side::South ? h.variant.southSeeds : h.variant.northSeeds;
    //: A handicap (Omweso): %1 the player, %n the seeds they place at the set-up
    return tr("%1 sets up with %n seed(s).", nullptr, seeds).arg(who);
}
