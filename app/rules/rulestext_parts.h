#pragma once
// What the rules texts of the four games (app/rulestext_*.cpp) build with.
// One translate() call per paragraph or list item; the HTML is built around
// the translated text, which is escaped, so translators never see a tag.

#include "app/rules/rulestext.h"

#include <QCoreApplication>

namespace RulesText {

QString paragraph(const QString& text);
QString list(const QStringList& items);

// Headings shared by the games.
QString boardHeading();
QString sowingHeading();
QString captureHeading();
QString endHeading();
QString optionsHeading();
QString rematchesHeading();
QString originHeading();

// Rules dialog, Options list of Kalah, Mankala and Ali Guli Mane.
QString nextRoundOption();
// Kalah and Mankala: the refill rules of Ali Guli Mane, with the store as stock.
QString storeRematch();
// Every game's match: what ending it by hand does to a round in progress.
QString endingMatch();

QList<Section> kalah();
QList<Section> mankala();
QList<Section> aliGuli();
QList<Section> omweso();

} // namespace RulesText
