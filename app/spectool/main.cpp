#include "spectool.h"

#include <QCoreApplication>

#include <iostream>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("trainyard-spec"));
    std::vector<std::string> args(argv + 1, argv + argc);
    return trainyard::spectool::run(args, std::cout, std::cerr);
}
