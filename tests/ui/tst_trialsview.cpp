// The Trials tab offscreen, against an in-memory backend: the table and the charts share one current
// trial both ways, brushes on the parallel coordinates filter the table and the charts (ANDed across
// axes, cleared by a click), unfinished trials are never drawn as final values, the CSV export reads
// back to the table, the comparison of two trials shows what differs and each one's first error line,
// live documents update in place, Enter on a trial opens its log filtered to it, and a column that
// comes later (a conditional parameter) is fitted like the first ones.

#include "tuningfixture.h"

#include "models/logmodel.h"
#include "models/trialfilterproxy.h"
#include "models/trialtablemodel.h"
#include "console/backendsession.h"
#include "ui/jobdetailview.h"
#include "ui/logview.h"
#include "ui/mainwindow.h"
#include "ui/trials/curvechart.h"
#include "ui/trials/numberfit.h"
#include "ui/trials/objectivelegend.h"
#include "ui/trials/objectivechart.h"
#include "ui/trials/parallelcoordinateschart.h"
#include "ui/trials/scatterchart.h"
#include "ui/trials/trialcsv.h"
#include "ui/trials/trialdiffdialog.h"
#include "ui/trials/trialsview.h"
#include "ui/trials/trialtabledelegate.h"
#include "models/jobformat.h"
#include "ui/settings/theme.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QStyleOption>
#include <QFile>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cmath>
#include <set>

using namespace trainyard;
using namespace trainyard::tuningtest;
using Field = models::TrialTableModel::Field;
using Mark = ui::TrialChart::Mark;

namespace {

// A small study whose every value the tests know: trial 2 is best, 3 runs, 4 failed, 5 stopped early.
spec::Job smallStudy(const std::string& id = "hp_small")
{
    TuningJobBuilder job(id, "MAXIMIZE");
    job.number("learning_rate", "DOUBLE", 1e-4, 1e-1, "UNIT_LOG_SCALE").number("layers", "INTEGER", 2, 8).categorical("optimizer", { "adam", "sgd,momentum", "say \"hi\"" });
    job.add(TrialBuilder("1").param("learning_rate", "0.0001").param("layers", "2").param("optimizer", "adam").started(epoch).metric(100, 0.5).metric(200, 0.6).succeeded(epoch + 60));
    job.add(TrialBuilder("2").param("learning_rate", "0.003").param("layers", "5").param("optimizer", "adam").started(epoch).metric(100, 0.7).metric(200, 0.9).succeeded(epoch + 70));
    job.add(TrialBuilder("3").param("learning_rate", "0.01").param("layers", "8").param("optimizer", "sgd,momentum").started(epoch + 60).metric(100, 0.4).metric(200, 0.45).state("RUNNING"));
    job.add(TrialBuilder("4").param("learning_rate", "0.05").param("layers", "3").param("optimizer", "say \"hi\"").started(epoch + 70).metric(100, 0.2).state("FAILED").ended(epoch + 90));
    job.add(TrialBuilder("5").param("learning_rate", "0.002").param("layers", "4").param("optimizer", "adam").started(epoch + 90).metric(100, 0.3).metric(200, 0.55).succeeded(epoch + 150).stoppedEarly());
    job.trial(2).finalMetric = spec::HyperparameterMetric { 200, 0.45, {} }; // as the daemon reports a running trial's latest
    return job;
}

struct View {
    View()
    {
        view.resize(1100, 800);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qWarning("the view was not exposed");
    }
    ui::TrialsView view;

    int index(const QString& id) const { return view.model()->series()->indexOf(id); }
    QStringList rowIds() const
    {
        QStringList ids;
        for (int row = 0; row < view.proxy()->rowCount(); ++row)
            ids << view.proxy()->index(row, 0).data(models::TrialTableModel::TrialIdRole).toString();
        return ids;
    }
    void click(QWidget* widget, QPointF at) { QTest::mouseClick(widget, Qt::LeftButton, {}, at.toPoint()); }
    void drag(QWidget* widget, QPointF from, QPointF to)
    {
        QTest::mousePress(widget, Qt::LeftButton, {}, from.toPoint());
        for (int i = 1; i <= 4; ++i) {
            const QPointF at = from + (to - from) * i / 4.0;
            QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(widget, &move);
        }
        QTest::mouseRelease(widget, Qt::LeftButton, {}, to.toPoint());
    }
};

// RFC 4180 fields, as a spreadsheet reads them.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            row << field;
            field.clear();
            rows << row;
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace

class TestTrialsView : public QObject {
    Q_OBJECT

private slots:
    // A study past TrialsView::deriveOnWorkerPoints is derived on a worker from the shared document (not
    // copied); a series derived from a document that another one replaced meanwhile is dropped.
    void largeStudiesAreDerivedOnAWorker()
    {
        const auto study = [](const std::string& id, int trials) {
            TuningJobBuilder job(id, "MAXIMIZE");
            job.number("x", "DOUBLE", 0, 1);
            for (int t = 1; t <= trials; ++t) {
                TrialBuilder trial(std::to_string(t));
                trial.param("x", std::to_string(t / 1000.0)).started(epoch);
                for (int step = 1; step <= 100; ++step)
                    trial.metric(step, t / 1000.0 + step * 1e-4);
                job.add(trial.succeeded(epoch + 60));
            }
            return std::make_shared<const spec::Job>(static_cast<spec::Job>(job));
        };
        const auto settle = [] {
            QThreadPool::globalInstance()->waitForDone();
            QCoreApplication::processEvents(); // the series handed back to the GUI thread
        };
        View v;
        const auto big = study("hp_big", 600); // 60,000 points
        v.view.setJob(big);
        QVERIFY(big.use_count() > 1); // held, not copied
        settle();
        QCOMPARE(v.view.model()->jobId(), QStringLiteral("hp_big"));
        QCOMPARE(v.view.model()->rowCount(), 600);
        QCOMPARE(v.view.model()->series()->pointCount(), std::size_t(60'000));

        // The same study with one more trial: updated in place.
        v.view.setJob(study("hp_big", 601));
        settle();
        QCOMPARE(v.view.model()->rowCount(), 601);

        // Another study before the first is derived: only the newest shows.
        v.view.setJob(study("hp_other", 700));
        v.view.setJob(smallStudy());
        settle();
        settle();
        QCOMPARE(v.view.model()->jobId(), QStringLiteral("hp_small"));
        QCOMPARE(v.view.model()->rowCount(), 5);

        // Cleared while a worker derives: nothing comes back.
        v.view.setJob(study("hp_big", 600));
        v.view.clear();
        settle();
        QCOMPARE(v.view.model()->rowCount(), 0);
    }

    void tableAndChartsShareTheCurrentTrial()
    {
        View v;
        v.view.setJob(smallStudy());
        QCOMPARE(v.view.model()->rowCount(), 5);
        // Table → charts.
        QVERIFY(v.view.selectTrial("2"));
        for (ui::TrialChart* chart : v.view.charts())
            QCOMPARE(chart->currentTrial(), v.index("2"));
        QVERIFY(v.view.detailsText().contains("--layers=5 --learning_rate=0.003 --optimizer=adam"));
        QVERIFY(v.view.summaryText().contains("best accuracy 0.9 (trial 2"));
        // Charts → table: a click on a trial's marker, curve or line selects its row.
        const std::vector<std::pair<int, QString>> clicks { { 0, "1" }, { 1, "5" }, { 2, "4" } };
        for (const auto& [tab, id] : clicks) {
            v.view.chartTabs()->setCurrentIndex(tab);
            ui::TrialChart* chart = v.view.charts()[tab];
            QVERIFY(QTest::qWaitForWindowExposed(chart));
            auto at = chart->trialPosition(v.index(id));
            QVERIFY2(at, qPrintable(id));
            if (tab == 2) { // on an axis a press starts a brush: click the line halfway between the first two
                const auto& trial = v.view.model()->series()->trials[static_cast<std::size_t>(v.index(id))];
                at = (v.view.parallelChart()->axisPoint(0, trial.params[0]) + v.view.parallelChart()->axisPoint(1, trial.params[1])) / 2;
            }
            QCOMPARE(chart->trialAt(*at), v.index(id));
            v.click(chart, *at);
            QCOMPARE(v.view.currentTrialId(), id);
            for (ui::TrialChart* other : v.view.charts())
                QCOMPARE(other->currentTrial(), v.index(id));
        }
        // The scatter chart: the chosen parameter on x.
        v.view.chartTabs()->setCurrentIndex(3);
        v.view.scatterParameter()->setCurrentIndex(1);
        QCOMPARE(v.view.scatterChart()->parameter(), 1);
        QCOMPARE(v.view.scatterChart()->xAxis().kind(), ui::ChartAxis::Kind::Linear);
        v.view.scatterParameter()->setCurrentIndex(0);
        QCOMPARE(v.view.scatterChart()->xAxis().kind(), ui::ChartAxis::Kind::Log);
        const auto at = v.view.scatterChart()->trialPosition(v.index("2"));
        QVERIFY(at);
        v.click(v.view.scatterChart(), *at);
        QCOMPARE(v.view.currentTrialId(), QString("2"));
    }

    // Finding 84: the best trial's alpha showed as "0....". A number narrower than its column shows as
    // many significant digits as fit, never an ellipsis after "0.".
    void narrowColumnsShowNumbersToTheDigitsTheyHold()
    {
        const QFont font = QApplication::font();
        const QFontMetricsF metrics(font);
        const QLocale c(QLocale::C);
        const double alpha = 0.000316227766;
        QCOMPARE(ui::fitNumber(alpha, font, 1000, c), QString("0.000316228"));
        QCOMPARE(ui::fitNumber(alpha, font, metrics.horizontalAdvance("0.00031623"), c), QString("0.00031623"));
        QCOMPARE(ui::fitNumber(alpha, font, metrics.horizontalAdvance("0.0003"), c), QString("0.0003"));
        QCOMPARE(ui::fitNumber(alpha, font, metrics.horizontalAdvance("3e-04"), c), QString("3e-04"));
        QCOMPARE(ui::fitNumber(alpha, font, metrics.horizontalAdvance("3"), c), QString("\u2026"));

        // In the table: every width from roomy to narrow, the learning rate's cells.
        View v;
        TuningJobBuilder job("hp_narrow", "MAXIMIZE");
        job.number("alpha", "DOUBLE", 1e-5, 1e-2, "UNIT_LOG_SCALE");
        job.add(TrialBuilder("1").param("alpha", "0.000316227766").started(epoch).metric(100, 0.961).succeeded(epoch + 60));
        job.add(TrialBuilder("2").param("alpha", "0.00247794").started(epoch).metric(100, 0.975555555).succeeded(epoch + 60));
        v.view.setJob(job);
        QTableView* table = v.view.table();
        auto* delegate = qobject_cast<ui::TrialTableDelegate*>(table->itemDelegate());
        QVERIFY(delegate);
        const int column = v.view.model()->columnOf(Field::Parameter, 0);
        static const QRegularExpression elidedZero(QStringLiteral("^0[.,]?\u2026|^0[.,]\\.\\.|\\.\\.\\.|\u2026."));
        for (const int row : { 0, 1 }) {
            const QModelIndex index = v.view.proxy()->index(row, column);
            const double value = index.data(models::TrialTableModel::NumberRole).toDouble();
            int lastDigits = 7;
            for (int width = 120; width >= 20; width -= 2) {
                table->setColumnWidth(column, width);
                QStyleOptionViewItem option;
                option.initFrom(table->viewport());
                option.rect = table->visualRect(index);
                option.widget = table;
                option.font = table->font();
                const QString shown = delegate->shownText(option, index);
                QVERIFY2(!elidedZero.match(shown).hasMatch(), qPrintable(shown));
                if (shown == QStringLiteral("\u2026"))
                    continue; // not one digit fits
                bool ok = false;
                const double read = QLocale().toDouble(shown, &ok);
                QVERIFY2(ok, qPrintable(shown));
                // As many digits as fit: fewer only as the column narrows, each still right.
                QString mantissa = shown.section(QLatin1Char('e'), 0, 0);
                mantissa.remove(QRegularExpression(QStringLiteral("^[-0.,]+"))).remove(QLatin1Char('.')).remove(QLatin1Char(','));
                const int digits = static_cast<int>(mantissa.size());
                QVERIFY(digits >= 1 && digits <= lastDigits);
                lastDigits = digits;
                QVERIFY2(std::abs(read - value) <= std::abs(value) * 0.5 * std::pow(10.0, 1 - digits) * 1.0001, qPrintable(shown));
                // Unelided where the style draws it: its width, rounded up, and the style's margins fit the cell.
                QFont drawnFont = option.font;
                drawnFont.setBold(index.data(models::TrialTableModel::BestRole).toBool());
                const int textMargin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
                const double natural = std::ceil(QFontMetricsF(drawnFont).horizontalAdvance(shown));
                QVERIFY2(natural + 2 * textMargin <= option.rect.width(), qPrintable(QStringLiteral("%1: %2 px in a cell of %3").arg(shown).arg(natural).arg(option.rect.width())));
            }
        }
        table->setColumnWidth(column, 64);
        v.view.table()->grab().save("/tmp/trials-narrow.png");
        // Roomy again: the model's six digits, as the other columns show them.
        table->resizeColumnToContents(column);
        QStyleOptionViewItem option;
        option.initFrom(table->viewport());
        option.widget = table;
        option.font = table->font();
        const QModelIndex first = v.view.proxy()->index(0, column);
        option.rect = table->visualRect(first);
        QCOMPARE(delegate->shownText(option, first), first.data().toString());
    }

    // Finding 84: the State column read "Succe...". It is as wide as the longest state label, even when
    // it was fitted while every trial was still running.
    void stateColumnShowsItsFullLabel()
    {
        View v;
        TuningJobBuilder running("hp_states", "MAXIMIZE");
        running.number("x", "DOUBLE", 0, 1);
        for (int i = 1; i <= 3; ++i)
            running.add(TrialBuilder(std::to_string(i)).param("x", 0.1 * i).started(epoch).metric(100, 0.5).state("RUNNING"));
        v.view.setJob(running);
        TuningJobBuilder done("hp_states", "MAXIMIZE");
        done.number("x", "DOUBLE", 0, 1);
        done.add(TrialBuilder("1").param("x", 0.1).started(epoch).metric(100, 0.5).succeeded(epoch + 60));
        done.add(TrialBuilder("2").param("x", 0.2).started(epoch).metric(100, 0.5).state("CANCELLING"));
        done.add(TrialBuilder("3").param("x", 0.3).started(epoch).metric(100, 0.9).succeeded(epoch + 60));
        v.view.setJob(done);
        QTableView* table = v.view.table();
        const int column = v.view.model()->columnOf(Field::State);
        const int icon = table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, table);
        const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        // Where the style puts a state's text in its cell, and whether the text fits there unelided.
        const auto fits = [&](const QModelIndex& index, const QString& text) {
            QFont font = table->font();
            if (index.data(models::TrialTableModel::BestRole).toBool())
                font.setBold(true);
            QStyleOptionViewItem option;
            option.initFrom(table->viewport());
            option.widget = table;
            option.rect = table->visualRect(index);
            option.font = font;
            option.fontMetrics = QFontMetrics(font);
            option.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration;
            option.text = text;
            option.icon = qvariant_cast<QIcon>(index.data(Qt::DecorationRole));
            option.decorationSize = QSize(icon, icon);
            const QRect textRect = table->style()->subElementRect(QStyle::SE_ItemViewItemText, &option, table);
            return textRect.width() - 2 * margin >= QFontMetrics(font).horizontalAdvance(text);
        };
        for (int row = 0; row < v.view.proxy()->rowCount(); ++row) {
            const QModelIndex index = v.view.proxy()->index(row, column);
            QVERIFY2(fits(index, index.data().toString()), qPrintable(index.data().toString()));
            // And whatever state it moves to next.
            for (const char* wire : { "SUCCEEDED", "CANCELLING", "CANCELLED", "PREPARING" })
                QVERIFY2(fits(index, models::stateLabel(wire)), wire);
        }
    }

    // A conditional parameter (Vertex's momentum under sgd) is not in the study the table reads: its
    // column comes with the first trial that has it. Every column is fitted again then; the widths
    // fitted before stayed at their positions, so each column after the new one had its left
    // neighbour's width ("Best so far" cut to the objective's).
    void aColumnThatComesLaterIsFittedToo()
    {
        View v;
        TuningJobBuilder first("hp_conditional", "MAXIMIZE");
        first.categorical("optimizer", { "adam", "sgd" });
        first.add(TrialBuilder("1").param("optimizer", "adam").started(epoch).metric(100, 0.5).state("RUNNING"));
        v.view.setJob(first);
        TuningJobBuilder later("hp_conditional", "MAXIMIZE");
        later.categorical("optimizer", { "adam", "sgd" });
        later.add(TrialBuilder("1").param("optimizer", "adam").started(epoch).metric(100, 0.5).succeeded(epoch + 60));
        later.add(TrialBuilder("2").param("optimizer", "sgd").param("momentum", "0.912345").started(epoch + 60).metric(100, 0.75).state("RUNNING"));
        v.view.setJob(later);
        QTableView* table = v.view.table();
        const int columns = table->model()->columnCount();
        QCOMPARE(table->model()->headerData(3, Qt::Horizontal).toString(), QStringLiteral("momentum")); // Trial, State, optimizer, momentum
        const QFontMetrics metrics(table->horizontalHeader()->font());
        for (int column = 0; column < columns - 1; ++column) { // the last one stretches
            const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(table->columnWidth(column) >= metrics.horizontalAdvance(header), qPrintable(header));
        }
    }

    // Finding 85: the curves were coloured by objective with no key to the colours.
    void legendNamesTheObjective()
    {
        View v;
        v.view.resize(1366, 768);
        v.view.setJob(smallStudy());
        ui::ObjectiveLegend* legend = v.view.legend();
        QVERIFY(legend);
        QVERIFY(legend->isVisible());
        QTRY_VERIFY(legend->width() >= legend->sizeHint().width() - 1); // the tab widget lays it out on its next pass
        // Maximizing: the worst final value (0.55, trial 5) on the left, the best (0.9, trial 2) on the right.
        QCOMPARE(legend->text(), QString("accuracy: worst 0.55 … 0.9 best (higher is better)"));
        QVERIFY(legend->toolTip().contains("accuracy"));
        // Minimizing turns it round.
        TuningJobBuilder loss("hp_loss", "MINIMIZE", "loss");
        loss.number("x", "DOUBLE", 0, 1);
        loss.add(TrialBuilder("1").param("x", 0.1).started(epoch).metric(100, 0.25).succeeded(epoch + 60));
        loss.add(TrialBuilder("2").param("x", 0.2).started(epoch).metric(100, 0.125).succeeded(epoch + 60));
        v.view.setJob(loss);
        QCOMPARE(legend->text(), QString("loss: worst 0.25 … 0.125 best (lower is better)"));
        v.view.setJob(smallStudy());
        v.view.chartTabs()->setCurrentIndex(1);
        QVERIFY(v.view.selectTrial("1"));
        QTest::qWait(50);
        v.view.grab().save("/tmp/trialsview-light.png");
        v.view.setPalette(ui::darkPalette());
        QTest::qWait(50);
        v.view.grab().save("/tmp/trialsview-dark.png");
    }

    // Finding 85: trials could not be told apart without clicking. The hovered and the current curve carry their trial's id.
    void hoveringACurveShowsItsTrialId()
    {
        View v;
        v.view.setJob(smallStudy());
        v.view.chartTabs()->setCurrentIndex(1);
        ui::CurveChart* chart = v.view.curveChart();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        QVERIFY(chart->highlightLabels().isEmpty());
        const auto at = chart->trialPosition(v.index("5"));
        QVERIFY(at);
        QMouseEvent move(QEvent::MouseMove, *at, chart->mapToGlobal(*at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(chart, &move);
        QTRY_COMPARE(chart->hoveredTrial(), v.index("5"));
        QCOMPARE(chart->highlightLabels(), QStringList { "Trial 5" });
        // Selected in the table: its label stays, the hovered one's beside it.
        QVERIFY(v.view.selectTrial("2"));
        QCOMPARE(chart->highlightLabels(), (QStringList { "Trial 2", "Trial 5" }));
        // The label is drawn: the chart's pixels change where it sits when the mouse leaves.
        const QImage hovered = chart->grab().toImage();
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(chart, &leave);
        QCOMPARE(chart->hoveredTrial(), -1);
        QCOMPARE(chart->highlightLabels(), QStringList { "Trial 2" });
        QVERIFY(chart->grab().toImage() != hovered);
    }

    void unfinishedTrialsAreNeverDrawnAsFinal()
    {
        View v;
        v.view.setJob(smallStudy());
        const int running = v.index("3"), failed = v.index("4"), best = v.index("2"), stopped = v.index("5");
        for (ui::TrialChart* chart : v.view.charts()) {
            QCOMPARE(chart->markOf(running), Mark::Provisional);
            QCOMPARE(chart->markOf(best), Mark::Final);
            QCOMPARE(chart->markOf(stopped), Mark::Final); // stopped early: its last value is final
        }
        QCOMPARE(v.view.objectiveChart()->markOf(failed), Mark::Failed);
        QCOMPARE(v.view.curveChart()->markOf(failed), Mark::Failed);
        QCOMPARE(v.view.parallelChart()->markOf(failed), Mark::Failed);
        // The running trial sits at its latest value, not at a final one: its finalMetric is ignored.
        auto* objective = v.view.objectiveChart();
        const auto place = [](const ui::PointChart* chart, double x, double y) {
            return QPointF(chart->plotArea().left() + chart->xAxis().toUnit(x) * chart->plotArea().width(),
                chart->plotArea().bottom() - chart->yAxis().toUnit(y) * chart->plotArea().height());
        };
        QCOMPARE(*objective->trialPosition(running), place(objective, 3, 0.45));
        // The curve ends at its last reported point; the parallel coordinates' line stops before the objective axis.
        auto* curves = v.view.curveChart();
        const QPointF end = *curves->trialPosition(running);
        QCOMPARE(end.x(), curves->plotArea().left() + curves->xAxis().toUnit(200) * curves->plotArea().width());
        auto* parallel = v.view.parallelChart();
        QCOMPARE(parallel->trialPosition(running)->x(), parallel->axisPoint(2, 1).x()); // the optimizer axis, the last it has
        QVERIFY(parallel->trialPosition(best)->x() > parallel->axisPoint(2, 0).x()); // the best reaches the objective axis
        QCOMPARE(parallel->trialPosition(best)->x(), parallel->axisPoint(3, 0.9).x());
        // The table: no final value, no best so far of its own.
        const int row = v.view.model()->rowOf("3");
        QCOMPARE(v.view.model()->index(row, v.view.model()->columnOf(Field::Objective)).data().toString(), QString());
        QVERIFY(v.view.model()->index(row, 0).data(models::TrialTableModel::UnfinishedRole).toBool());
    }

    void brushesFilterTheTableAndTheCharts()
    {
        View v;
        v.view.setJob(syntheticStudy("hp_big", {}));
        const auto& series = *v.view.model()->series();
        auto* parallel = v.view.parallelChart();
        v.view.chartTabs()->setCurrentIndex(2);
        QVERIFY(QTest::qWaitForWindowExposed(parallel));
        const auto expected = [&](const std::function<bool(const models::TrialRecord&)>& keep) {
            QStringList ids;
            for (const auto& t : series.trials) {
                if (keep(t))
                    ids << t.idText;
            }
            return ids;
        };
        const auto shown = [&] {
            QStringList ids = v.rowIds();
            std::sort(ids.begin(), ids.end(), [](const QString& a, const QString& b) { return a.toInt() < b.toInt(); });
            return ids;
        };
        v.view.table()->sortByColumn(0, Qt::AscendingOrder);

        // One brush: learning rates from 1e-3 to 1e-2.
        parallel->setBrush(0, 1e-3, 1e-2);
        const QStringList lr = expected([](const auto& t) { return t.params[0] >= 1e-3 && t.params[0] <= 1e-2; });
        QVERIFY(lr.size() > 3 && lr.size() < 35);
        QTRY_COMPARE(shown(), lr);
        for (ui::TrialChart* chart : v.view.charts()) {
            for (std::size_t i = 0; i < series.trials.size(); ++i)
                QCOMPARE(chart->isShown(static_cast<int>(i)), lr.contains(series.trials[i].idText));
        }
        QVERIFY(v.view.summaryText().contains(QString("%1 shown by the brushes").arg(lr.size())));
        // A second brush, dragged by mouse on the optimizer axis over "adam" only: both must hold.
        v.drag(parallel, parallel->axisPoint(2, -0.4), parallel->axisPoint(2, 0.4));
        QCOMPARE(int(parallel->brushes().size()), 2);
        const QStringList both = expected([](const auto& t) { return t.params[0] >= 1e-3 && t.params[0] <= 1e-2 && t.params[2] == 0; });
        QVERIFY(both.size() < lr.size());
        QTRY_COMPARE(shown(), both);
        // A click on the optimizer axis drops its brush; a click on no line drops them all.
        v.click(parallel, parallel->axisPoint(2, 1.2));
        QCOMPARE(int(parallel->brushes().size()), 1);
        QTRY_COMPARE(shown(), lr);
        QPointF empty; // a point between the first two axes that no line crosses
        const double middle = (parallel->axisPoint(0, 1e-3).x() + parallel->axisPoint(1, 2).x()) / 2;
        for (double layers = 2; layers <= 8 && empty.isNull(); layers += 0.05) {
            const QPointF at(middle, parallel->axisPoint(1, layers).y());
            if (parallel->trialAt(at) < 0)
                empty = at;
        }
        QVERIFY(!empty.isNull());
        v.click(parallel, empty);
        QVERIFY(parallel->brushes().empty());
        QTRY_COMPARE(v.view.proxy()->rowCount(), 40);
        // Esc (the action) also clears, and is off when there is nothing to clear.
        parallel->setBrush(1, 2, 3);
        QTRY_VERIFY(v.view.proxy()->rowCount() < 40);
        QVERIFY(v.view.clearFiltersAction()->isEnabled());
        v.view.clearFiltersAction()->trigger();
        QCOMPARE(v.view.proxy()->rowCount(), 40);
        QVERIFY(!v.view.clearFiltersAction()->isEnabled());
    }

    // Past TrialChart::painterLineLimit lines a chart keeps its LineRaster counts between redraws
    // (TrialLayers) and draws only the lines a brush or a filter moves: what it shows must be, to the
    // pixel, what a chart drawing every line shows, after brush steps and after a live update that kept
    // the base.
    void keptLinesDrawTheSameAsAFreshChart()
    {
        models::TrialTableModel model;
        Study shape;
        shape.trials = 300;
        shape.steps = 20;
        model.setJob(syntheticStudy("hp_raster", shape));
        const auto series = model.series();
        auto compatible = std::make_shared<models::TrialSeries>(*series); // a live update that ends no trial
        const auto image = [](QWidget* chart) {
            QImage frame(chart->size(), QImage::Format_ARGB32_Premultiplied);
            frame.fill(Qt::black);
            QPainter painter(&frame);
            chart->render(&painter);
            return frame;
        };
        const auto make = [](ui::TrialChart* chart, const std::shared_ptr<const models::TrialSeries>& s) {
            chart->resize(700, 400);
            chart->setAttribute(Qt::WA_DontShowOnScreen);
            chart->show();
            chart->setSeries(s);
        };

        ui::ParallelCoordinatesChart kept, fresh;
        make(&kept, series);
        image(&kept);
        QVERIFY(kept.rastered());
        for (double low : { 1e-4, 2e-4, 5e-4, 1e-3, 3e-3, 1e-2, 2e-3 }) { // a drag, then back a little
            kept.setBrush(0, low, low * 10);
            kept.setShown(kept.brushedTrials());
            image(&kept);
        }
        kept.setSeries(compatible);
        QVERIFY(kept.cacheValid()); // the base was kept: the lines too
        kept.setBrush(1, 3, 6);
        kept.setShown(kept.brushedTrials());
        make(&fresh, compatible);
        fresh.setBrush(0, 2e-3, 2e-2);
        fresh.setBrush(1, 3, 6);
        fresh.setShown(fresh.brushedTrials());
        QCOMPARE(kept.brushedTrials()->size(), series->trials.size());
        QVERIFY(*kept.brushedTrials() == *fresh.brushedTrials());
        QCOMPARE(image(&kept), image(&fresh));
        // Every brush cleared: the lines are all back where a first paint puts them.
        kept.clearBrushes();
        kept.setShown(nullptr);
        ui::ParallelCoordinatesChart plain;
        make(&plain, compatible);
        QCOMPARE(image(&kept), image(&plain));

        ui::CurveChart keptCurves, freshCurves;
        make(&keptCurves, series);
        image(&keptCurves);
        QVERIFY(keptCurves.rastered());
        auto half = std::make_shared<std::vector<char>>(series->trials.size(), 0);
        for (std::size_t i = 0; i < half->size(); i += 2)
            (*half)[i] = 1; // 150 trials, two thirds below: both past painterLineLimit
        keptCurves.setShown(half);
        image(&keptCurves);
        auto twoThirds = std::make_shared<std::vector<char>>(series->trials.size(), 1);
        for (std::size_t i = 0; i < twoThirds->size(); i += 3)
            (*twoThirds)[i] = 0;
        keptCurves.setShown(twoThirds);
        make(&freshCurves, series);
        freshCurves.setShown(twoThirds);
        QCOMPARE(image(&keptCurves), image(&freshCurves));
    }

    void csvExportReadsBack()
    {
        View v;
        v.view.setJob(smallStudy());
        QTemporaryDir dir;
        const QString path = dir.filePath("trials.csv");
        QSignalSpy exported(&v.view, &ui::TrialsView::exported);
        QCOMPARE(v.view.exportAction()->shortcut(), QKeySequence(QKeySequence::Save));
        v.view.exportCsv(path);
        QVERIFY(exported.wait(5000));
        QCOMPARE(exported.last().at(0).toString(), path);
        QCOMPARE(exported.last().at(1).toString(), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(file.readAll()));
        QCOMPARE(rows.size(), 6);
        QCOMPARE(rows[0], (QStringList { "Trial", "State", "learning_rate", "layers", "optimizer", "accuracy", "Best so far", "Steps", "Duration (s)", "Stopped early" }));
        QCOMPARE(rows[1], (QStringList { "1", "SUCCEEDED", "0.0001", "2", "adam", "0.6", "0.6", "200", "60", "false" }));
        QCOMPARE(rows[3][4], QString("sgd,momentum"));
        QCOMPARE(rows[3][5], QString()); // running: no final value
        QCOMPARE(rows[4][4], QString("say \"hi\""));
        QCOMPARE(rows[5][9], QString("true"));
        // The table's order and filter are the file's.
        v.view.table()->sortByColumn(v.view.model()->columnOf(Field::Objective), Qt::DescendingOrder);
        v.view.exportCsv(path);
        QVERIFY(exported.wait(5000));
        file.close(); // the export replaced the file
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> sorted = parseCsv(QString::fromUtf8(file.readAll()));
        QStringList firstColumn;
        for (qsizetype i = 1; i < sorted.size(); ++i)
            firstColumn << sorted[i][0];
        QCOMPARE(firstColumn, (QStringList { "2", "1", "5", "3", "4" }));
        // Full precision: a value that needs 17 digits keeps them.
        QCOMPARE(ui::trialcsv::encode({ { "0.30000000000000004", "a\nb" } }), QByteArray("0.30000000000000004,\"a\nb\"\r\n"));
    }

    void compareShowsDifferencesAndFirstErrors()
    {
        test::FakeBackend backend;
        const spec::Job job = smallStudy();
        backend.putJob(job);
        test::writeTrialLogs(backend, job);
        View v;
        v.view.setBackend(&backend);
        v.view.setJob(job);
        QVERIFY(!v.view.compareAction()->isEnabled());
        QVERIFY(v.view.selectTrial("1"));
        QVERIFY(v.view.compareSelected() == nullptr);
        const QModelIndex four = v.view.proxy()->mapFromSource(v.view.model()->index(v.view.model()->rowOf("4"), 0));
        v.view.table()->selectionModel()->select(four, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(v.view.compareAction()->isEnabled());
        QCOMPARE(v.view.selectedTrialIds(), (QStringList { "1", "4" }));
        v.view.compareAction()->trigger();
        auto* dialog = v.view.findChild<ui::TrialDiffDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->text("State", 0), QString("Succeeded"));
        QCOMPARE(dialog->text("State", 1), QString("Failed"));
        QVERIFY(dialog->differs("State"));
        QCOMPARE(dialog->text("layers", 0), QString("2"));
        QCOMPARE(dialog->text("layers", 1), QString("3"));
        QCOMPARE(dialog->text("accuracy (final)", 0), QString("0.6"));
        QCOMPARE(dialog->text("accuracy (best reported)", 1), QString("0.2"));
        QCOMPARE(dialog->text("Duration", 0), QString("1m 00s"));
        QCOMPARE(dialog->text("Duration", 1), QString("20s"));
        QCOMPARE(dialog->text("Arguments", 0), QString("--epochs 20 --layers=2 --learning_rate=0.0001 --optimizer=adam"));
        QVERIFY(dialog->differs("Arguments"));
        // The first error line of each trial's log, read through the backend with the trial's sources.
        QTRY_VERIFY(dialog->errorsLoaded());
        QCOMPARE(dialog->text("First error", 0), QString("(none)"));
        QCOMPARE(dialog->text("First error", 1), QString("Traceback (most recent call last):"));
        QVERIFY(backend.attributeCalls() >= 1);
        dialog->close();

        // Two trials alike in something: that row is not marked, and "Only differences" hides it.
        QVERIFY(v.view.selectTrial("2"));
        const QModelIndex five = v.view.proxy()->mapFromSource(v.view.model()->index(v.view.model()->rowOf("5"), 0));
        v.view.table()->selectionModel()->select(five, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        auto* alike = v.view.compareSelected();
        QVERIFY(alike);
        QCOMPARE(alike->text("optimizer", 0), QString("adam"));
        QVERIFY(!alike->differs("optimizer"));
        QVERIFY(alike->differs("learning_rate"));
        alike->setOnlyDifferences(true);
        QVERIFY(alike->table()->isRowHidden(static_cast<int>(alike->fields().indexOf("optimizer"))));
        QVERIFY(!alike->table()->isRowHidden(static_cast<int>(alike->fields().indexOf("learning_rate"))));
        QTRY_VERIFY(alike->errorsLoaded());
        QCOMPARE(alike->text("First error", 0), QString("(none)"));
        QVERIFY(!alike->differs("First error"));
        alike->close();
    }

    void liveDocumentsUpdateInPlace()
    {
        View v;
        TuningJobBuilder job(smallStudy());
        v.view.setJob(job);
        v.view.table()->sortByColumn(v.view.model()->columnOf(Field::Objective), Qt::DescendingOrder);
        QVERIFY(v.view.selectTrial("3"));
        QSignalSpy resets(v.view.proxy(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(v.view.proxy(), &QAbstractItemModel::rowsInserted);
        // The running trial reports one more value and a new trial starts.
        job.trial(2).allMetrics->push_back({ 300, 0.47, {} });
        job.add(TrialBuilder("6").param("learning_rate", 0.02).param("layers", "6").param("optimizer", "adam").started(epoch + 200).state("RUNNING"));
        v.view.setJob(job);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(v.view.currentTrialId(), QString("3"));
        for (ui::TrialChart* chart : v.view.charts())
            QCOMPARE(chart->currentTrial(), v.index("3"));
        const int row = v.view.model()->rowOf("3");
        QCOMPARE(v.view.model()->index(row, v.view.model()->columnOf(Field::Steps)).data().toString(), QString("300"));
        QCOMPARE(v.view.curveChart()->trialPosition(v.index("3"))->x(),
            v.view.curveChart()->plotArea().left() + v.view.curveChart()->xAxis().toUnit(300) * v.view.curveChart()->plotArea().width());
        QVERIFY(v.view.summaryText().startsWith("4 of 10 trials done · 2 running · 1 failed · 1 stopped early"));
    }

    void openingATrialShowsItsLogAlone()
    {
        QTemporaryDir dir;
        ui::ConsoleOptions options;
        options.withLocalDaemon = false;
        options.draftsFolder = dir.filePath("drafts");
        ui::MainWindow window(options);
        auto fake = std::make_unique<test::FakeBackend>();
        test::FakeBackend* backend = fake.get();
        const spec::Job study = smallStudy();
        backend->putJob(study);
        test::writeTrialLogs(*backend, study);
        spec::Job plain;
        plain.jobId = "plain_job";
        plain.state = spec::State::Succeeded;
        plain.trainingInput.emplace().region = "local";
        backend->putJob(plain);
        window.addBackend(std::move(fake));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ui::JobDetailView* detail = window.detail();

        // A plain job has no Trials tab; Alt+4 leaves the tab where it was.
        QTRY_VERIFY(window.selectJob("plain_job"));
        QVERIFY(!detail->trialsTabShown());
        detail->showLogs();
        QTest::keyClick(&window, Qt::Key_4, Qt::AltModifier);
        QCOMPARE(detail->tabs()->currentWidget(), static_cast<QWidget*>(detail->logView()));

        // A tuning job has one; Alt+4 opens it, Alt+1..3 still reach the others.
        QVERIFY(window.selectJob("hp_small"));
        QTRY_VERIFY(detail->trialsTabShown());
        QTest::keyClick(&window, Qt::Key_4, Qt::AltModifier);
        QCOMPARE(detail->tabs()->currentWidget(), static_cast<QWidget*>(detail->trialsView()));
        QTest::keyClick(&window, Qt::Key_3, Qt::AltModifier);
        QCOMPARE(detail->tabs()->currentIndex(), 2);
        QTest::keyClick(&window, Qt::Key_1, Qt::AltModifier);
        QCOMPARE(detail->tabs()->currentIndex(), 0);
        detail->showTrials();
        ui::TrialsView* trials = detail->trialsView();
        QTRY_COMPARE(trials->model()->rowCount(), 5);
        models::LogModel* log = detail->logView()->model();
        QTRY_VERIFY(log->ended());
        const int allLines = log->rowCount();

        // Enter on trial 4: the Logs tab, only that trial's lines, and what it ran above them.
        QVERIFY(trials->selectTrial("4"));
        trials->table()->setFocus();
        QTest::keyClick(trials->table(), Qt::Key_Return);
        QCOMPARE(detail->tabs()->currentWidget(), static_cast<QWidget*>(detail->logView()));
        QCOMPARE(detail->logView()->trialFilter(), QString("4"));
        QVERIFY(detail->logView()->trialBannerText().contains("Trial 4 · Failed"));
        QVERIFY(detail->logView()->trialBannerText().contains("python -m trainer.task --epochs 20 --layers=3"));
        QCOMPARE(log->rowCount(), 4); // its start, its one value, a traceback of two lines; nothing of the others
        for (int row = 0; row < log->rowCount(); ++row)
            QCOMPARE(log->index(row).data(models::LogModel::TrialRole).toString(), QString("4"));
        QTRY_COMPARE(log->index(log->firstErrorRow()).data().toString(), QString("Traceback (most recent call last):"));
        detail->logView()->setTrialFilter({});
        QCOMPARE(log->rowCount(), allLines);

        // Live: while the Trials tab shows a running job, the document is read again and the rows follow.
        detail->showTrials();
        const int before = backend->getJobCalls();
        TuningJobBuilder next(study);
        next.add(TrialBuilder("6").param("layers", "6").started(epoch + 300).state("RUNNING"));
        backend->putJob(next);
        QTRY_VERIFY_WITH_TIMEOUT(backend->getJobCalls() > before, 10'000);
        QTRY_COMPARE_WITH_TIMEOUT(trials->model()->rowCount(), 6, 10'000);
        QVERIFY(trials->refreshing());
        detail->showTimeline();
        QVERIFY(!trials->refreshing());
    }
};

QTEST_MAIN(TestTrialsView)
#include "tst_trialsview.moc"
